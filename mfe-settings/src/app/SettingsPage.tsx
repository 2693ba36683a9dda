import type { ReactNode } from 'react';
import { Tab, Tabs } from '@mui/material';
import { Alert, Box, CircularProgress, Stack, Typography } from 'shared/platform/ui/mui';
import { useSearchParams } from 'shared/platform/routing/router';
import { apiErrorStatus } from 'shared/api/apiError';
import { useGetSettingsQuery } from '../features/sections/api/settingsApi';
import { CentersTab } from '../features/centers/components/CentersTab';
import { ExportsCard } from '../features/data/components/ExportsCard';
import { ImportCard } from '../features/data/components/ImportCard';
import { FeatureFlagsCard } from '../features/feature-flags/components/FeatureFlagsCard';
import { AuditSettingsForm } from '../features/sections/components/AuditSettingsForm';
import { OrganizationForm } from '../features/sections/components/OrganizationForm';
import { PaymentForm } from '../features/sections/components/PaymentForm';
import { TemplatesCard } from '../features/templates/components/TemplatesCard';
import { UsersTab } from '../features/users/components/UsersTab';
import { ModulesTab } from '../features/modules/components/ModulesTab';
import { RetryAlert } from 'shared/ui/RetryAlert';

const TABS: { id: string; label: string; content: () => ReactNode }[] = [
  { id: 'organization', label: 'Organization', content: () => <OrganizationForm /> },
  { id: 'payment', label: 'Payment', content: () => <PaymentForm /> },
  { id: 'centers', label: 'Centers', content: () => <CentersTab /> },
  { id: 'users', label: 'Users', content: () => <UsersTab /> },
  {
    id: 'features',
    label: 'Features',
    content: () => (
      <Stack spacing={3}>
        <FeatureFlagsCard />
        <TemplatesCard />
      </Stack>
    ),
  },
  {
    id: 'data',
    label: 'Data',
    content: () => (
      <Stack spacing={3}>
        <ExportsCard />
        <ImportCard />
        <AuditSettingsForm />
      </Stack>
    ),
  },
  { id: 'modules', label: 'Modules', content: () => <ModulesTab /> },
];

/**
 * /settings: the seven tabs for a superadmin. The server decides who that is (its staff record,
 * not the token's claim), so anyone it refuses sees the spec's access-denied text.
 */
export function SettingsPage() {
  const { isLoading, error, refetch } = useGetSettingsQuery();
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0]!;

  let body: ReactNode;
  if (isLoading) {
    body = <CircularProgress aria-label="Loading settings" />;
  } else if (apiErrorStatus(error) === 403) {
    // The spec's sentence, then why an admin is refused too.
    body = (
      <Alert severity="error">
        <Box component="p" sx={{ m: 0 }}>
          Access Denied - You need admin privileges to access settings.
        </Box>
        <Box component="p" sx={{ m: 0, mt: 0.5 }}>
          Settings are for the superadmin: ask them for a change.
        </Box>
      </Alert>
    );
  } else if (error) {
    body = <RetryAlert onRetry={() => void refetch()}>The settings could not be loaded.</RetryAlert>;
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
            <Tab key={tab.id} value={tab.id} label={tab.label} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-label={current.label}>
          {current.content()}
        </Box>
      </>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Settings
      </Typography>
      {body}
    </Box>
  );
}
