import { Alert, Button } from '@mui/material';
import { useFailedRefreshes } from '../hooks/useFailedRefreshes';

/**
 * Said on every screen at once, from the one cache: when refreshing what the screen shows failed
 * (the API unreachable, a colleague's change announced but not fetched), nothing shown stays out
 * of date without saying so. It goes as soon as a refresh succeeds (a retry, or the live feed's).
 */
export function StaleDataNotice() {
  const { failed, retry } = useFailedRefreshes();
  if (!failed) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={retry}>
          Retry
        </Button>
      }
    >
      Some of what this screen shows could not be refreshed and may be out of date.
    </Alert>
  );
}
