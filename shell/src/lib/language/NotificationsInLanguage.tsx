import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NotificationsProvider } from 'shared/platform/ui/notifications';

/** The toast host (the platform's) with its region's name and its close buttons' in the shell's language. */
export function NotificationsInLanguage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <NotificationsProvider words={{ region: t`Notifications`, close: t`Close` }}>{children}</NotificationsProvider>;
}
