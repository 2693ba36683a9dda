import { createContext, useCallback, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'shared/platform/routing/router';

/** Goes to an absolute path of the portal. */
export type NavigateTo = (path: string, options?: { replace?: boolean }) => void;

const StableNavigateContext = createContext<NavigateTo | null>(null);

/**
 * React Router's useNavigate reads the location, so whatever calls it renders again on every change
 * of the address, a list's search parameters included: the layout did, and with it the top bar, the
 * sidebars and the palette, on each key typed into a search (issue 17). Below this provider,
 * useStableNavigate answers one function for the whole session that goes to an absolute path.
 */
export function StableNavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const stable = useCallback<NavigateTo>((path, options) => void latest.current(path, options), []);
  return <StableNavigateContext.Provider value={stable}>{children}</StableNavigateContext.Provider>;
}

/** navigate() without rendering again as the address changes (see StableNavigateProvider). */
export function useStableNavigate(): NavigateTo {
  const navigate = useContext(StableNavigateContext);
  if (!navigate) throw new Error('useStableNavigate needs <StableNavigateProvider> inside the router.');
  return navigate;
}
