import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Chip } from 'shared/platform/ui/mui';
import { useLiveStatus, type LiveStatus } from 'shared/platform/live/liveEvents';

const LABELS: Record<LiveStatus, MessageDescriptor> = {
  live: msg`Live`,
  connecting: msg`Connecting`,
  offline: msg`Offline`,
};

/** The whole sentence, for the tooltip and screen readers; the chip keeps one word to fit beside the nav label. */
const DESCRIPTIONS: Record<LiveStatus, MessageDescriptor> = {
  live: msg`Live: other people's changes appear as they are made.`,
  connecting: msg`Connecting: changes by others appear once connected.`,
  offline: msg`Offline, reconnecting: what is shown may be out of date.`,
};

/**
 * Whether what the portal shows follows other people's changes: 'Live' while the event stream is
 * open and the API hears the database; otherwise says so in words, not only by colour.
 */
export function LiveIndicator() {
  const { i18n } = useLingui();
  const status = useLiveStatus();
  return (
    <Chip
      size="small"
      color={status === 'live' ? 'success' : 'default'}
      variant={status === 'live' ? 'filled' : 'outlined'}
      label={i18n._(LABELS[status])}
      title={i18n._(DESCRIPTIONS[status])}
      role="status"
      data-testid="live-indicator"
      data-status={status}
    />
  );
}
