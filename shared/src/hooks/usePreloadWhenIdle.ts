import { useEffect } from 'react';

/**
 * Runs `preload` once `ready` holds and the browser is next idle (at the latest a second later):
 * code a screen needs only after its first paint (dialogs, menus) is fetched then, not before the
 * rows, and is there by the time a person opens it.
 */
export function usePreloadWhenIdle(preload: () => void, ready = true): void {
  useEffect(() => {
    if (!ready) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => preload(), { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 200);
    return () => window.clearTimeout(id);
  }, [preload, ready]);
}
