import { InputAdornment, ListSubheader, MenuItem, TextField } from '@mui/material';
import { IconButton } from 'shared/platform/ui/mui';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useMemo, useRef, useState } from 'react';
import { AUDIT_ACTIONS, SETTINGS_AUDIT_ACTIONS } from 'shared/domain/audit/audit-actions';
import type { AuditFilters } from 'shared/domain/audit/audit-actions';
import { describeAuditAction } from 'shared/domain/common/labels';
import { useSearchText } from 'shared/hooks/useListController';
import { FilterBar } from 'shared/ui/FilterBar';
import type { AuditFilterKey } from '../hooks/useAuditSearch';
import { dayPattern, formatDay, parseDay } from '../utils/dayText';

interface AuditFilterBarProps {
  filters: AuditFilters;
  onChange: (key: AuditFilterKey, value: string) => void;
  onClear: () => void;
  /** Offer the settings and staff actions: only the settings permission reads those entries. */
  settingsActions: boolean;
}

/**
 * A text filter that applies once typing pauses, and follows the URL when it changes from
 * elsewhere (Clear filters, Back) without undoing what is being typed.
 */
function DebouncedTextFilter({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string) => void }) {
  const [text, setText] = useSearchText(value, onCommit, { delayMs: 400 });
  return <TextField label={label} size="small" value={text} onChange={(event) => setText(event.target.value)} />;
}

/**
 * A day (YYYY-MM-DD) typed in the portal's own format (dd/mm/yyyy in en-IN), applied on Enter or
 * on leaving the field, or chosen from the browser's calendar behind the button, which is drawn in
 * the theme's colours. The calendar is bounded by the other end of the range.
 */
function DayField({ label, value, onChange, min, max }: { label: string; value?: string; onChange: (value: string) => void; min?: string; max?: string }) {
  const pattern = useMemo(() => dayPattern(), []);
  const [text, setText] = useState(() => formatDay(value, pattern));
  const [invalid, setInvalid] = useState(false);
  // The box follows the URL when it changes (a Clear, Back, the calendar), as it renders.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(formatDay(value, pattern));
    setInvalid(false);
  }
  const picker = useRef<HTMLInputElement>(null);
  const apply = () => {
    if (text.trim() === '') {
      setInvalid(false);
      if (value) onChange('');
      return;
    }
    const day = parseDay(text, pattern);
    setInvalid(day === null);
    if (day !== null && day !== value) onChange(day);
  };
  const example = formatDay('2026-11-21', pattern);
  return (
    <TextField
      label={label}
      size="small"
      value={text}
      placeholder={pattern.placeholder}
      error={invalid}
      helperText={invalid ? `Write the date as ${pattern.placeholder}, for example ${example}.` : undefined}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      sx={{ width: 172 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 10 },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton size="small" edge="end" aria-label={`Choose the ${label} date`} onClick={() => picker.current?.showPicker()}>
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              {/* The browser's calendar, opened by the button: out of sight and out of the Tab order. */}
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={value ?? ''}
                min={min}
                max={max}
                onChange={(event) => onChange(event.target.value)}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0, pointerEvents: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function AuditFilterBar({ filters, onChange, onClear, settingsActions }: AuditFilterBarProps) {
  // An action this build does not list yet (another module wrote it) still shows when in the URL.
  const known: readonly string[] = [...AUDIT_ACTIONS, ...SETTINGS_AUDIT_ACTIONS];
  const unknown = filters.action && !known.includes(filters.action) ? [filters.action] : [];
  const groups: [string, readonly string[]][] = settingsActions
    ? [
        ['Registrations and payments', AUDIT_ACTIONS],
        ['Settings and staff', [...SETTINGS_AUDIT_ACTIONS, ...unknown]],
      ]
    : [['Registrations and payments', [...AUDIT_ACTIONS, ...unknown]]];
  return (
    <FilterBar label="Filter audit entries" clearDisabled={Object.keys(filters).length === 0} onClear={onClear}>
      <TextField
        select
        label="Action"
        size="small"
        sx={{ minWidth: 220 }}
        value={filters.action ?? ''}
        onChange={(event) => onChange('action', event.target.value)}
      >
        <MenuItem value="">All actions</MenuItem>
        {groups.flatMap(([group, actions]) => [
          <ListSubheader key={group}>{group}</ListSubheader>,
          ...actions.map((action) => (
            <MenuItem key={action} value={action}>
              {describeAuditAction(action)}
            </MenuItem>
          )),
        ])}
      </TextField>
      <DebouncedTextFilter label="Actor e-mail" value={filters.actor ?? ''} onCommit={(value) => onChange('actor', value)} />
      <DebouncedTextFilter label="Registration ID" value={filters.registrationId ?? ''} onCommit={(value) => onChange('registrationId', value)} />
      <DayField label="From" value={filters.from} onChange={(value) => onChange('from', value)} max={filters.to} />
      <DayField label="To" value={filters.to} onChange={(value) => onChange('to', value)} min={filters.from} />
    </FilterBar>
  );
}
