import { PATHS } from 'shared/routes/paths';

/**
 * Where a successful sign-in goes (spec: the page the user came from, else /dashboard). The
 * protected-route guard passes `{ from: location }` as the sign-in route's state; the stand-alone
 * sign-in page reads the same state from the history entry (React Router keeps it under `usr`),
 * which a reload of the sign-in page keeps. Only a path on this site is followed.
 */
export function pathAfterSignIn(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  const path = from?.pathname;
  // '//host' leaves the site, and so does '/\\host' (browsers read a backslash as a slash).
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\') || path === PATHS.signIn) return PATHS.dashboard;
  const part = (value: unknown, mark: string) => (typeof value === 'string' && value.startsWith(mark) ? value : '');
  return `${path}${part(from?.search, '?')}${part(from?.hash, '#')}`;
}
