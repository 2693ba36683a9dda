import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { removeStaticFrame } from './staticFrame';

/**
 * Renders what `load` resolves to into #root, or says plainly that the page could not start.
 * `yielding`: the first render is a transition, which React renders in slices that give the browser
 * its turn between them, rather than in one task (the portal's was 420 to 490 ms at 4x CPU); the
 * page shows index.html's frame meanwhile. The sign-in page, which has none, draws at once.
 */
export async function renderPage(load: () => Promise<ReactNode>, { yielding = false } = {}): Promise<Root> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const page = await load();
    if (yielding) startTransition(() => root.render(<StrictMode>{page}</StrictMode>));
    else root.render(<StrictMode>{page}</StrictMode>);
  } catch (error) {
    console.error(error);
    removeStaticFrame();
    root.render(<p role="alert">The Admin Portal could not start: {(error as Error).message}. Reload the page to try again.</p>);
  }
  return root;
}
