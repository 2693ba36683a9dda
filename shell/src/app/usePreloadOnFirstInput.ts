import { useEffect } from 'react';

/**
 * Runs `preload` once, on the first focus or key press on the page: the page's own first load
 * stays small, and what comes next downloads while the user is still typing.
 */
export function usePreloadOnFirstInput(preload: () => void): void {
  useEffect(() => {
    let done = false;
    const start = () => {
      if (done) return;
      done = true;
      preload();
    };
    document.addEventListener('focusin', start, { once: true });
    document.addEventListener('keydown', start, { once: true });
    return () => {
      document.removeEventListener('focusin', start);
      document.removeEventListener('keydown', start);
    };
  }, [preload]);
}
