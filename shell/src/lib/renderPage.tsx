import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { removeStaticFrame } from './staticFrame';

/** Renders what `load` resolves to into #root, or says plainly that the page could not start. */
export async function renderPage(load: () => Promise<ReactNode>): Promise<Root> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const page = await load();
    root.render(<StrictMode>{page}</StrictMode>);
  } catch (error) {
    console.error(error);
    removeStaticFrame();
    root.render(<p role="alert">The Admin Portal could not start: {(error as Error).message}. Reload the page to try again.</p>);
  }
  return root;
}
