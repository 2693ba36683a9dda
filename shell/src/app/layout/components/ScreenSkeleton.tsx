import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Skeleton } from 'shared/platform/ui/mui';
import { useLocation } from 'shared/platform/routing/router';
import { PATHS } from 'shared/routes/paths';
import { StatCardsSkeleton } from 'shared/ui/StatCardsSkeleton';

/** Each screen's address and name; the static frame of index.html carries the same (../staticFrame/frame.html). */
export const SCREENS: [path: string, name: string][] = [
  [PATHS.dashboard, 'Dashboard'],
  [PATHS.registrations, 'Registrations'],
  [PATHS.payments, 'Payments'],
  [PATHS.audit, 'Audit Trail'],
  [PATHS.messages, 'Messages'],
  [PATHS.profile, 'Profile'],
  [PATHS.settings, 'Settings'],
];

/** The same names in the person's language (SCREENS keeps the English the static frame is checked against). */
const SCREEN_NAMES: Record<string, MessageDescriptor> = {
  [PATHS.dashboard]: msg`Dashboard`,
  [PATHS.registrations]: msg`Registrations`,
  [PATHS.payments]: msg`Payments`,
  [PATHS.audit]: msg`Audit Trail`,
  [PATHS.messages]: msg`Messages`,
  [PATHS.profile]: msg`Profile`,
  [PATHS.settings]: msg`Settings`,
};

/**
 * The shape of the screen being opened, drawn while the start-up calls it waits for (the person's
 * preferences) are on their way: its heading, then the dashboard's four cards or a list's rows.
 */
export function ScreenSkeleton() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const [path] = SCREENS.find(([screenPath]) => pathname === screenPath || pathname.startsWith(`${screenPath}/`)) ?? [''];
  const name = SCREEN_NAMES[path];
  const screen = name && i18n._(name);
  const label = screen ? t`Loading ${screen}` : t`Loading the page`;
  return (
    <Box aria-busy="true" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="text" sx={{ fontSize: '2.125rem' }} width={220} />
      {path === PATHS.dashboard ? (
        <StatCardsSkeleton />
      ) : (
        <Box>
          <Skeleton variant="rounded" height={40} sx={{ mb: 1, maxWidth: 560 }} />
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Box>
      )}
    </Box>
  );
}
