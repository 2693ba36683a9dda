import { Chip } from '@mui/material';
import { useLiveStatus, type LiveStatus } from 'shared/platform/live/liveEvents';

const LABELS: Record<LiveStatus, string> = {
  live: 'Live',
  connecting: 'Connecting…',
  offline: 'Offline — reconnecting',
};

/**
 * Whether what the portal shows follows other people's changes: 'Live' while the event stream is
 * open and the API hears the database; otherwise says so in words, not only by colour.
 */
export function LiveIndicator() {
  const status = useLiveStatus();
  return (
    <Chip
      size="small"
      color={status === 'live' ? 'success' : 'default'}
      variant={status === 'live' ? 'filled' : 'outlined'}
      label={LABELS[status]}
      role="status"
      data-testid="live-indicator"
      data-status={status}
    />
  );
}
