import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNotify } from 'shared/platform/ui/notifications';

// A sign-in hands its welcome to the portal's layout, which only a person with a role reaches: a
// person without one lands on /403, where a welcome would contradict the page.
const WELCOME_KEY = 'admin-portal-welcome';

export function welcomeOnNextPage(): void {
  sessionStorage.setItem(WELCOME_KEY, '1');
}

/** A welcome handed over and never shown (the person had no role) is dropped. */
export function forgetWelcome(): void {
  sessionStorage.removeItem(WELCOME_KEY);
}

/**
 * Shows the welcome a sign-in handed over, once, when `ready`: the person's language is known and
 * drawn (a welcome in the sign-in page's language, just before the portal turns into theirs, reads
 * as a slip). Not ready, it waits; still handed over, the next layout shows it.
 */
export function useWelcomeAfterSignIn(ready: boolean): void {
  const notify = useNotify();
  const { t } = useLingui();
  useEffect(() => {
    if (!ready || sessionStorage.getItem(WELCOME_KEY) === null) return;
    forgetWelcome();
    notify({ title: t`Welcome back`, variant: 'success' });
  }, [notify, ready, t]);
}
