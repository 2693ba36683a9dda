import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MenuItem, TextField } from '@mui/material';
import { Box } from 'shared/platform/ui/mui';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, MESSAGE_TEMPLATES } from 'shared/domain/messages/message-kinds';
import { useLabels, type Labels } from 'shared/ui/labelMessages';
import { useSearchText } from 'shared/hooks/useListController';
import { FilterBar } from 'shared/ui/FilterBar';
import { SearchField } from 'shared/ui/SearchField';
import type { MessageFilters } from '../api/messagesApi';
import type { MessageFilterKey } from '../hooks/useMessagesSearch';

interface MessagesFilterBarProps {
  filters: MessageFilters;
  onChange: (key: MessageFilterKey, value: string) => void;
  onClear: () => void;
}

/** The three choices, each with its word for "any" and its values in words. */
const CHOICES: { key: 'status' | 'channel' | 'template'; label: MessageDescriptor; all: MessageDescriptor; options: (labels: Labels) => [string, string][] }[] =
  [
    {
      key: 'status',
      label: msg`Status`,
      all: msg`All statuses`,
      options: (labels) => MESSAGE_STATUSES.map((status) => [status, labels.messageStatus(status)]),
    },
    {
      key: 'channel',
      label: msg`Channel`,
      all: msg`All channels`,
      options: (labels) => MESSAGE_CHANNELS.map((channel) => [channel, labels.messageChannel(channel)]),
    },
    {
      key: 'template',
      label: msg`Template`,
      all: msg`All templates`,
      options: (labels) => MESSAGE_TEMPLATES.map((template) => [template, labels.messageTemplate(template)]),
    },
  ];

/** The list's filters: status, channel, template, and the recipient, applied once typing pauses. */
export function MessagesFilterBar({ filters, onChange, onClear }: MessagesFilterBarProps) {
  const [to, setTo] = useSearchText(filters.to ?? '', (text) => onChange('to', text), { delayMs: 400 });
  const { t, i18n } = useLingui();
  const labels = useLabels();
  return (
    <FilterBar label={t`Filter messages`} clearDisabled={Object.keys(filters).length === 0} onClear={onClear}>
      {CHOICES.map(({ key, label, all, options }) => (
        <TextField
          key={key}
          select
          label={i18n._(label)}
          size="small"
          // On a phone two share a line, each wide enough for its words; beside each other on a wider screen.
          sx={{ minWidth: { xs: 0, sm: 170 }, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
          value={filters[key] ?? ''}
          onChange={(event) => onChange(key, event.target.value)}
        >
          <MenuItem value="">{i18n._(all)}</MenuItem>
          {options(labels).map(([option, words]) => (
            <MenuItem key={option} value={option}>
              {words}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <Box sx={{ width: { xs: '100%', sm: 260 } }}>
        <SearchField label={t`Recipient`} placeholder={t`E-mail or phone number`} value={to} onChange={setTo} />
      </Box>
    </FilterBar>
  );
}
