import { Stack } from 'shared/platform/ui/mui';
import { ExportsCard } from '../features/data/components/ExportsCard';
import { ImportCard } from '../features/data/components/ImportCard';
import { AuditSettingsForm } from '../features/sections/components/AuditSettingsForm';

/** The Data tab: exports, the registration import, and how long the audit trail is kept. */
export function DataTab() {
  return (
    <Stack spacing={3}>
      <ExportsCard />
      <ImportCard />
      <AuditSettingsForm />
    </Stack>
  );
}
