export const KPI = '[data-testid="total-registrations"]';
export const ROWS_BODY = 'table[aria-label="Registrations"] tbody';
export const ROWS = `${ROWS_BODY} tr`;
/** A phone's page size, as Lighthouse's mobile preset emulates it (Moto G Power). */
export const PHONE = { width: 412, height: 823 };
/** The registrations list at a phone's width: cards instead of the table. */
export const CARDS = '[data-testid="registration-card"]';

/** A screen of the signed-in portal, with what shows that it has drawn. */
export interface Screen {
  /** Its name in the report (the registration page's address holds a run's own id). */
  name: string;
  path: string;
  ready: string;
}

/**
 * Every screen of the signed-in portal, as the superadmin sees it; `registrationId` names the
 * registration whose page is measured.
 */
export function signedInScreens(registrationId: string): Screen[] {
  return [
    { name: 'dashboard', path: '/dashboard', ready: KPI },
    { name: 'registrations', path: '/registrations', ready: ROWS },
    { name: 'a registration', path: `/registrations/${registrationId}`, ready: 'main h2:has-text("History")' },
    { name: 'payments', path: '/payments', ready: 'main h1:has-text("Payment Management")' },
    { name: 'audit', path: '/audit', ready: 'table[aria-label="Audit entries"] tbody tr' },
    { name: 'profile', path: '/profile', ready: 'main h1:has-text("Profile")' },
    { name: 'settings', path: '/settings', ready: 'main [role="tab"]' },
  ];
}

/** The screens' names, in the order measured (for the report's goals and the smoke test). */
export const SCREEN_NAMES = signedInScreens('x').map((screen) => screen.name);

/** The label of a screen's cold first load in the JavaScript table. */
export const firstLoadLabel = (screen: string) => `first load of ${screen} (signed in, cold cache)`;
