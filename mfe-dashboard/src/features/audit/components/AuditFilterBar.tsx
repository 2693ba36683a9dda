import { Trans, useLingui } from '@lingui/react/macro';
import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { AUDIT_ACTIONS, SETTINGS_AUDIT_ACTIONS } from 'shared/domain/audit/audit-actions';
import type { AuditFilters } from 'shared/domain/audit/audit-actions';
import { auditWordsIn } from '../utils/auditWords';
import { useSearchText } from 'shared/hooks/useListController';
import { FilterBar } from 'shared/ui/FilterBar';
import type { AuditFilterKey } from '../hooks/useAuditSearch';
import { DayField } from 'shared/ui/DayField';

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

export function AuditFilterBar({ filters, onChange, onClear, settingsActions }: AuditFilterBarProps) {
  const { t, i18n } = useLingui();
  const words = auditWordsIn(i18n);
  // An action this build does not list yet (another module wrote it) still shows when in the URL.
  const known: readonly string[] = [...AUDIT_ACTIONS, ...SETTINGS_AUDIT_ACTIONS];
  const unknown = filters.action && !known.includes(filters.action) ? [filters.action] : [];
  const groups: [string, readonly string[]][] = settingsActions
    ? [
        [t`Registrations and payments`, AUDIT_ACTIONS],
        [t`Settings and staff`, [...SETTINGS_AUDIT_ACTIONS, ...unknown]],
      ]
    : [[t`Registrations and payments`, [...AUDIT_ACTIONS, ...unknown]]];
  return (
    <FilterBar label={t`Filter audit entries`} clearDisabled={Object.keys(filters).length === 0} onClear={onClear}>
      <TextField
        select
        label={t`Action`}
        size="small"
        sx={{ minWidth: 220 }}
        value={filters.action ?? ''}
        onChange={(event) => onChange('action', event.target.value)}
      >
        <MenuItem value="">
          <Trans>All actions</Trans>
        </MenuItem>
        {groups.flatMap(([group, actions]) => [
          <ListSubheader key={group}>{group}</ListSubheader>,
          ...actions.map((action) => (
            <MenuItem key={action} value={action}>
              {words.auditAction(action)}
            </MenuItem>
          )),
        ])}
      </TextField>
      <DebouncedTextFilter label={t`Actor e-mail`} value={filters.actor ?? ''} onCommit={(value) => onChange('actor', value)} />
      <DebouncedTextFilter label={t`Registration ID`} value={filters.registrationId ?? ''} onCommit={(value) => onChange('registrationId', value)} />
      <DayField
        label={t({ message: 'From', context: 'first day of a date range' })}
        value={filters.from}
        onChange={(value) => onChange('from', value)}
        max={filters.to}
      />
      <DayField
        label={t({ message: 'To', context: 'last day of a date range' })}
        value={filters.to}
        onChange={(value) => onChange('to', value)}
        min={filters.from}
      />
    </FilterBar>
  );
}
