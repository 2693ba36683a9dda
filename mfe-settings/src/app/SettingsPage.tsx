import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Tab, Tabs } from '@mui/material';
import { Alert, Box, CircularProgress, Typography } from 'shared/platform/ui/mui';
import { useSearchParams } from 'shared/platform/routing/router';
import { apiErrorStatus } from 'shared/api/apiError';
import { lazyWithPreload, preloadOnIntent } from 'shared/ui/lazyWithPreload';
import { useGetSettingsQuery } from '../features/sections/api/settingsApi';
import { RetryAlert } from 'shared/ui/RetryAlert';

// Each tab's code is fetched when the tab is shown, or as a person heads for it: the first load
// carries one tab's forms and dialogs, not seven.
const TABS = [
  {
    id: 'organization',
    label: msg`Organization`,
    part: lazyWithPreload(() => import('../features/sections/components/OrganizationForm').then((m) => m.OrganizationForm)),
  },
  { id: 'payment', label: msg`Payment`, part: lazyWithPreload(() => import('../features/sections/components/PaymentForm').then((m) => m.PaymentForm)) },
  { id: 'centers', label: msg`Centers`, part: lazyWithPreload(() => import('../features/centers/components/CentersTab').then((m) => m.CentersTab)) },
  { id: 'users', label: msg`Users`, part: lazyWithPreload(() => import('../features/users/components/UsersTab').then((m) => m.UsersTab)) },
  { id: 'features', label: msg`Features`, part: lazyWithPreload(() => import('./FeaturesTab').then((m) => m.FeaturesTab)) },
  { id: 'data', label: msg`Data`, part: lazyWithPreload(() => import('./DataTab').then((m) => m.DataTab)) },
  { id: 'modules', label: msg`Modules`, part: lazyWithPreload(() => import('../features/modules/components/ModulesTab').then((m) => m.ModulesTab)) },
];

/**
 * /settings: the seven tabs for a superadmin. The server decides who that is (its staff record,
 * not the token's claim), so anyone it refuses sees the spec's access-denied text.
 */
export function SettingsPage() {
  const { isLoading, error, refetch } = useGetSettingsQuery();
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0]!;
  // Fetched beside the settings, not after them.
  useEffect(() => void current.part.preload(), [current]);
  const { t, i18n } = useLingui();
  const currentLabel = i18n._(current.label);

  let body: ReactNode;
  if (isLoading) {
    body = <CircularProgress aria-label={t`Loading settings`} />;
  } else if (apiErrorStatus(error) === 403) {
    // The spec's sentence, then why an admin is refused too.
    body = (
      <Alert severity="error">
        <Box component="p" sx={{ m: 0 }}>
          <Trans>Access Denied - You need admin privileges to access settings.</Trans>
        </Box>
        <Box component="p" sx={{ m: 0, mt: 0.5 }}>
          <Trans>Settings are for the superadmin: ask them for a change.</Trans>
        </Box>
      </Alert>
    );
  } else if (error) {
    body = (
      <RetryAlert onRetry={() => void refetch()}>
        <Trans>The settings could not be loaded.</Trans>
      </RetryAlert>
    );
  } else {
    body = (
      <>
        <Tabs
          value={current.id}
          onChange={(_event, id: string) => setParams({ tab: id }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
        >
          {TABS.map((tab) => (
            <Tab key={tab.id} value={tab.id} label={i18n._(tab.label)} {...preloadOnIntent(tab.part.preload)} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-label={currentLabel}>
          <Suspense fallback={<CircularProgress aria-label={t`Loading ${currentLabel}`} />}>
            <current.part.Component />
          </Suspense>
        </Box>
      </>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        <Trans>Settings</Trans>
      </Typography>
      {body}
    </Box>
  );
}
