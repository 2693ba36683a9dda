import { startTransition, StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Trans } from '@lingui/react/macro';
import { removeStaticFrame } from './staticFrame';

/** What draws a page before sign-in in its language, with the page's own catalogues. */
type PageLanguageBeforeSignIn = ComponentType<{ children: ReactNode }>;

/**
 * Said in place of the page when it could not start. Drawn outside the page's language providers
 * (it never came), so it brings its own: the language of the pages before sign-in (the browser's, or
 * the one chosen on the sign-in page), since the person's preferences cannot be known here; English
 * at once, and English still if the other language's messages cannot be fetched either.
 */
function CouldNotStart({ reason, Language }: { reason: string; Language: PageLanguageBeforeSignIn }) {
  return (
    <Language>
      <p role="alert">
        <Trans>The Admin Portal could not start: {reason}. Reload the page to try again.</Trans>
      </p>
    </Language>
  );
}

/**
 * Renders what `load` resolves to into #root, or says plainly that the page could not start.
 * `yielding`: the first render is a transition, which React renders in slices that give the browser
 * its turn between them, rather than in one task (the portal's was 420 to 490 ms at 4x CPU); the
 * page shows index.html's frame meanwhile. The sign-in page, which has none, draws at once.
 * `language`: what says that the page could not start, in the page's language (each page brings its
 * own catalogues: the sign-in page's are a part of the portal's).
 */
export async function renderPage(
  load: () => Promise<ReactNode>,
  { yielding = false, language }: { yielding?: boolean; language: PageLanguageBeforeSignIn },
): Promise<Root> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const page = await load();
    if (yielding) startTransition(() => root.render(<StrictMode>{page}</StrictMode>));
    else root.render(<StrictMode>{page}</StrictMode>);
  } catch (error) {
    console.error(error);
    removeStaticFrame();
    // The error's own words (a file that did not answer, a network failure) are shown as they are.
    root.render(<CouldNotStart reason={(error as Error).message} Language={language} />);
  }
  return root;
}
