import { MenuItem, TextField } from '@mui/material';
import { Box, Button } from 'shared/platform/ui/mui';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, MESSAGE_TEMPLATES } from 'shared/domain/message-kinds';
import { MESSAGE_CHANNEL_LABELS, MESSAGE_STATUS_LABELS, messageTemplateLabel } from 'shared/domain/labels';
import { useSearchText } from 'shared/hooks/useListController';
import { SearchField } from 'shared/ui/SearchField';
import type { MessageFilters } from '../api/messagesApi';
import type { MessageFilterKey } from '../hooks/useMessagesSearch';

interface MessagesFilterBarProps {
  filters: MessageFilters;
  onChange: (key: MessageFilterKey, value: string) => void;
  onClear: () => void;
}

function Choice({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string | undefined;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  return (
    <TextField select label={label} size="small" sx={{ minWidth: 170 }} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">{all}</MenuItem>
      {options.map(([option, words]) => (
        <MenuItem key={option} value={option}>
          {words}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The list's filters: status, channel, template, and the recipient, applied once typing pauses. */
export function MessagesFilterBar({ filters, onChange, onClear }: MessagesFilterBarProps) {
  const [to, setTo] = useSearchText(filters.to ?? '', (text) => onChange('to', text), { delayMs: 400 });
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter messages"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      <Choice
        label="Status"
        all="All statuses"
        value={filters.status}
        options={MESSAGE_STATUSES.map((status) => [status, MESSAGE_STATUS_LABELS[status]])}
        onChange={(value) => onChange('status', value)}
      />
      <Choice
        label="Channel"
        all="All channels"
        value={filters.channel}
        options={MESSAGE_CHANNELS.map((channel) => [channel, MESSAGE_CHANNEL_LABELS[channel]])}
        onChange={(value) => onChange('channel', value)}
      />
      <Choice
        label="Template"
        all="All templates"
        value={filters.template}
        options={MESSAGE_TEMPLATES.map((template) => [template, messageTemplateLabel(template)])}
        onChange={(value) => onChange('template', value)}
      />
      <Box sx={{ width: 260, maxWidth: '100%' }}>
        <SearchField label="Recipient" placeholder="E-mail or phone number" value={to} onChange={setTo} />
      </Box>
      <Button onClick={onClear} disabled={Object.keys(filters).length === 0}>
        Clear filters
      </Button>
    </Box>
  );
}
