import { Chip } from 'shared/platform/ui/mui';
import { useLiveStatus, type LiveStatus } from 'shared/platform/live/liveEvents';

const LABELS: Record<LiveStatus, string> = {
  live: 'Live',
  connecting: 'Connecting',
  offline: 'Offline',
};

/** The whole sentence, for the tooltip and screen readers; the chip keeps one word to fit beside the nav label. */
const DESCRIPTIONS: Record<LiveStatus, string> = {
  live: "Live: other people's changes appear as they are made.",
  connecting: 'Connecting: changes by others appear once connected.',
  offline: 'Offline, reconnecting: what is shown may be out of date.',
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
      title={DESCRIPTIONS[status]}
      role="status"
      data-testid="live-indicator"
      data-status={status}
    />
  );
}
