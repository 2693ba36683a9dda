/**
 * A session without "Remember me" lasts as long as the browser, in every tab of it. Firebase's
 * session persistence lives in one tab's sessionStorage, so a second tab (Ctrl-click, "Open page
 * with history") asked to sign in again. Such a session is kept like a remembered one (shared by
 * the tabs) and marked; a cookie without an expiry date, which the browser drops when it closes,
 * tells whether the browser has been closed since.
 */
const ENDS_WITH_BROWSER_KEY = 'abacus.session.endsWithBrowser';
const BROWSER_OPEN_COOKIE = 'abacus-browser-open';

/** Marks the session that is about to start: remembered, or ending with the browser. */
export function startBrowserSession(rememberMe: boolean): void {
  if (rememberMe) {
    localStorage.removeItem(ENDS_WITH_BROWSER_KEY);
    return;
  }
  localStorage.setItem(ENDS_WITH_BROWSER_KEY, '1');
  document.cookie = `${BROWSER_OPEN_COOKIE}=1; path=/; SameSite=Strict`;
}

/** True when the kept session was meant to end with the browser and the browser has closed since. */
export function browserSessionEnded(): boolean {
  if (localStorage.getItem(ENDS_WITH_BROWSER_KEY) !== '1') return false;
  return !document.cookie.split('; ').includes(`${BROWSER_OPEN_COOKIE}=1`);
}

/** Forgets the mark when the session ends (signed out here or in another tab). */
export function endBrowserSession(): void {
  localStorage.removeItem(ENDS_WITH_BROWSER_KEY);
  document.cookie = `${BROWSER_OPEN_COOKIE}=; path=/; SameSite=Strict; max-age=0`;
}
