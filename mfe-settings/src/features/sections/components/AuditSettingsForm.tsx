import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormControlLabel, Switch, TextField } from '@mui/material';
import { useSectionForm } from '../hooks/useSectionForm';
import { SectionCard } from './SectionCard';

/** Data tab: the audit and compliance form; the retention is applied by a server task. */
export function AuditSettingsForm() {
  const { value, errors, setField, submit, saving, dirty } = useSectionForm('audit');
  // What is typed, so that '' or '12a' can be shown and refused rather than silently replaced.
  const [daysText, setDaysText] = useState<string | null>(null);
  const { t } = useLingui();
  if (!value) return null;
  return (
    <SectionCard title={t`Audit & Compliance`} subheader={t`What is logged and how long data is kept`} saving={saving} onSubmit={submit}>
      <FormControlLabel
        control={<Switch checked={value.logProfileChanges} onChange={(event) => setField('logProfileChanges', event.target.checked)} />}
        label={t`Log profile changes`}
      />
      <TextField
        label={t`Data retention (days)`}
        value={dirty && daysText !== null ? daysText : String(value.dataRetentionDays)}
        onChange={(event) => {
          setDaysText(event.target.value);
          // Not a number at all counts as 0, which the schema refuses with 'Must be at least 1 day'.
          const days = Number(event.target.value);
          setField('dataRetentionDays', Number.isNaN(days) ? 0 : days);
        }}
        error={Boolean(errors.dataRetentionDays)}
        helperText={errors.dataRetentionDays ?? t`From 1 day to 10 years (3650 days)`}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </SectionCard>
  );
}
