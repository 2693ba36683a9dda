// Every path of the portal, written once: the shell's routes, the sidebar, the palette, the
// menus and the links one module makes into another. The sign-in path belongs to the platform
// contract (its session bridge sends a signed-out caller there), so it is taken from there.
import { SIGN_IN_PATH } from 'shared/platform/session/authSession';

export const PATHS = {
  dashboard: '/dashboard',
  registrations: '/registrations',
  payments: '/payments',
  audit: '/audit',
  messages: '/messages',
  profile: '/profile',
  settings: '/settings',
  signIn: SIGN_IN_PATH,
  accessDenied: '/403',
} as const;

/** One registration's page. */
export const registrationPath = (registrationId: string) => `${PATHS.registrations}/${encodeURIComponent(registrationId)}`;
