import { Stack } from 'shared/platform/ui/mui';
import { FeatureFlagsCard } from '../features/feature-flags/components/FeatureFlagsCard';
import { TemplatesCard } from '../features/templates/components/TemplatesCard';

/** The Features tab: the organisation's flags, then the notification templates. */
export function FeaturesTab() {
  return (
    <Stack spacing={3}>
      <FeatureFlagsCard />
      <TemplatesCard />
    </Stack>
  );
}
