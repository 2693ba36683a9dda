import { createContext, createElement, useCallback, useContext, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'shared/platform/routing/router';

/** Goes to an absolute path of the portal. */
export type NavigateTo = (path: string, options?: { replace?: boolean }) => void;

const StableNavigateContext = createContext<NavigateTo | null>(null);

/**
 * React Router's useNavigate reads the location, so whatever calls it renders again on every change
 * of the address, a list's search parameters included: the layout did, and with it the top bar, the
 * sidebars and the palette, on each key typed into a search. Below this provider,
 * useStableNavigate answers one function for the whole session that goes to an absolute path.
 * The shell puts the provider inside its router; remotes call the hooks below it.
 */
export function StableNavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const [stable] = useState<NavigateTo>(() => (path: string, options?: { replace?: boolean }) => void latest.current(path, options));
  return createElement(StableNavigateContext.Provider, { value: stable }, children);
}

/** navigate() without rendering again as the address changes (see StableNavigateProvider). */
export function useStableNavigate(): NavigateTo {
  const navigate = useContext(StableNavigateContext);
  if (!navigate) throw new Error('useStableNavigate needs <StableNavigateProvider> inside the router.');
  return navigate;
}

/**
 * A click handler for an element holding plain `<a href="/...">` links to the portal's own paths:
 * a plain left click goes there inside the portal, as React Router's Link does, and a click with a
 * modifier key is the browser's (a new tab or window). For long lists: a Link reads the location,
 * so 50 of them render again on every change of the address.
 */
export function useFollowLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useStableNavigate();
  return useCallback(
    (event) => {
      const link = (event.target as Element).closest('a');
      const path = link?.getAttribute('href');
      if (!link || !path?.startsWith('/') || path.startsWith('//') || link.hasAttribute('target') || link.hasAttribute('download')) return;
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      navigate(path);
    },
    [navigate],
  );
}
