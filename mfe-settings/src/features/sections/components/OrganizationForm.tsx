import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { TextField } from '@mui/material';
import { Box, Stack } from 'shared/platform/ui/mui';
import { HEX_COLOR } from 'shared/domain/settings/colour';
import { OutlinedField } from 'shared/ui/OutlinedField';
import { useSectionForm } from '../hooks/useSectionForm';
import { OrganizationLogoCard } from './OrganizationLogoCard';
import { SectionCard } from './SectionCard';

/** Organization tab: the name and brand colour every staff member's portal shows once saved; the address, contact and logo receipts print. */
export function OrganizationForm() {
  const { value, errors, setField, submit, saving } = useSectionForm('organization');
  const { t } = useLingui();
  if (!value) return null;
  return (
    <Stack spacing={3}>
      <SectionCard
        title={t`Organization`}
        subheader={t`Name and brand colour shown across the portal; address and contact printed on receipts`}
        saving={saving}
        onSubmit={submit}
      >
        <OutlinedField label={t`Organization name`} value={value.name} onChange={(name) => setField('name', name)} error={errors.name} required />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box
            component="input"
            type="color"
            aria-label={t`Primary color picker`}
            // The picker needs a valid colour; while the text box holds a half-typed one it shows the last valid.
            value={HEX_COLOR.test(value.primaryColor) ? value.primaryColor.toLowerCase() : '#000000'}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setField('primaryColor', event.target.value)}
            sx={{ width: 56, height: 56, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
          />
          <OutlinedField
            label={t`Primary color`}
            value={value.primaryColor}
            onChange={(color) => setField('primaryColor', color.trim())}
            error={errors.primaryColor}
            hint={t`A # followed by 6 hex digits, e.g. #6366f1`}
            maxLength={7}
            spellCheck={false}
          />
        </Stack>
        <TextField
          label={t`Address`}
          value={value.address}
          onChange={(event) => setField('address', event.target.value)}
          error={Boolean(errors.address)}
          helperText={errors.address ?? t`Printed on receipts, up to 4 lines`}
          multiline
          minRows={2}
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <OutlinedField
            label={t`Phone`}
            type="tel"
            value={value.phone}
            onChange={(phone) => setField('phone', phone)}
            error={errors.phone}
            autoComplete="off"
            fullWidth
          />
          <OutlinedField
            label={t`E-mail`}
            type="email"
            value={value.email}
            onChange={(email) => setField('email', email)}
            error={errors.email}
            autoComplete="off"
            fullWidth
          />
        </Stack>
      </SectionCard>
      <OrganizationLogoCard />
    </Stack>
  );
}
