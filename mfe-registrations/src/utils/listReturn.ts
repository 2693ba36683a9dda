import { PATHS } from 'shared/routes/paths';

// The list view (search, filters, sort, page) a detail page leads back to: the one last shown,
// kept for the browser tab so that it survives reloading the detail page.

const KEY = 'registrations.listSearch';

export function rememberListSearch(search: string): void {
  try {
    sessionStorage.setItem(KEY, search);
  } catch {
    // Storage refused (private mode, quota): the way back is the plain list.
  }
}

/** '/registrations' with the last list view's parameters. */
export function listReturnPath(): string {
  let search: string | null;
  try {
    search = sessionStorage.getItem(KEY);
  } catch {
    search = null;
  }
  return search ? `${PATHS.registrations}?${search}` : PATHS.registrations;
}
