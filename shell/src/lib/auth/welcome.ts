import { useEffect } from 'react';
import { useNotify } from 'shared/platform/ui/notifications';

const WELCOME_NOTICE = { title: 'Welcome back', variant: 'success' } as const;

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

/** Shows the welcome a sign-in handed over, once. */
export function useWelcomeAfterSignIn(): void {
  const notify = useNotify();
  useEffect(() => {
    if (sessionStorage.getItem(WELCOME_KEY) === null) return;
    forgetWelcome();
    notify(WELCOME_NOTICE);
  }, [notify]);
}
