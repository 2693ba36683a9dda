import { useSyncExternalStore } from 'react';
import { browserLanguage, LANGUAGES, type Language } from 'shared/i18n/languages';

// Before sign-in nobody's preferences are known: the browser's languages decide, and the sign-in
// page's switch overrides them in this browser.
const STORAGE_KEY = 'portal.signInLanguage';
const listeners = new Set<() => void>();
let chosenForThisPage: Language | null = null;

function stored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language of the pages before sign-in: the one chosen in this browser, else the browser's own. */
export function signInLanguage(): Language {
  const chosen = stored();
  if (chosen && (LANGUAGES as readonly string[]).includes(chosen)) return chosen as Language;
  return browserLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The sign-in page's switch: kept in this browser (storage may be refused: then for this page only). */
export function chooseSignInLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    chosenForThisPage = language;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useSignInLanguage(): Language {
  return useSyncExternalStore(subscribe, () => chosenForThisPage ?? signInLanguage());
}
