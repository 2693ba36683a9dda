import { Trans } from '@lingui/react/macro';
import { useFailedRefreshes } from '../hooks/useFailedRefreshes';
import { RetryAlert } from 'shared/ui/RetryAlert';

/**
 * Said on every screen at once, from the one cache: when refreshing what the screen shows failed
 * (the API unreachable, a colleague's change announced but not fetched), nothing shown stays out
 * of date without saying so. It goes as soon as a refresh succeeds (a retry, or the live feed's).
 */
export function StaleDataNotice() {
  const { failed, retry } = useFailedRefreshes();
  if (!failed) return null;
  return (
    <RetryAlert severity="warning" sx={{ mb: 2 }} onRetry={retry}>
      <Trans>Some of what this screen shows could not be refreshed and may be out of date.</Trans>
    </RetryAlert>
  );
}
