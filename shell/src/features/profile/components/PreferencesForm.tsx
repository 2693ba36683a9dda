import { useMemo, type FormEvent, type ReactNode } from 'react';
import { Autocomplete, FormControlLabel, FormLabel, MenuItem, Switch, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Typography } from 'shared/platform/ui/mui';
import { preferencesSchema } from 'shared/domain/profile/preferences';
import { languageOf, PSEUDO_LOCALE } from 'shared/i18n/languages';
import { DEFAULT_PREFERENCES } from 'shared/platform/settings/preferences';
import { formatDateTime } from 'shared/format/dates';
import { formatCount } from 'shared/format/numbers';
import { useFormFields } from 'shared/forms/useFormFields';
import type { Preferences } from 'shared/platform/settings/preferences';
import { useSavePreferences } from '../hooks/useSavePreferences';
import { matchingTimeZones, timeZoneOptions } from '../timeZones';
import { localeChoices } from '../localeChoices';
const EXAMPLE_DATE = '2026-11-21T12:00:00Z';

type Switches = 'keyboardShortcuts' | 'emailNotifications' | 'paymentNotifications' | 'disqualificationNotifications' | 'exportNotifications';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // A fieldset is as wide as its widest content unless told otherwise: on a phone that is wider than the screen.
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The Preferences tab: the spec's Preferences entity; `initial` is what the API holds now. */
export function PreferencesForm({ initial }: { initial: Preferences }) {
  const { t, i18n } = useLingui();
  const { values, errors, setField, textField, validate } = useFormFields(preferencesSchema, initial);
  const { save, saving } = useSavePreferences();
  const language = languageOf(i18n.locale);
  // The person's own zone and the default first, countries in the tab's language; built once, as each needs a few Intl formatters.
  const zones = useMemo(() => timeZoneOptions([initial.timezone, DEFAULT_PREFERENCES.timezone], { language }), [initial.timezone, language]);
  const zoneOptions = useMemo(() => zones.map((option) => option.zone), [zones]);
  const zoneLabels = useMemo(() => new Map(zones.map((option) => [option.zone, option.label])), [zones]);
  const locales = useMemo(() => localeChoices(language), [language]);

  const exampleDate = formatDateTime(EXAMPLE_DATE, { locale: values.locale, timeZone: values.timezone });
  const exampleNumber = formatCount(1234567, values.locale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const preferences = validate();
    if (preferences) void save(preferences);
  };

  const choice = <K extends 'theme' | 'tableDensity'>(name: K, label: string, options: [Preferences[K], string][]) => (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <FormLabel id={`${name}-label`}>{label}</FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={values[name]}
        aria-labelledby={`${name}-label`}
        onChange={(_event, next: Preferences[K] | null) => next && setField(name, next)}
      >
        {options.map(([value, text]) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none', px: 2 }}>
            {text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );

  const toggle = (name: Switches, label: string, hint: string) => (
    <Box>
      <FormControlLabel control={<Switch checked={values[name]} onChange={(event) => setField(name, event.target.checked)} />} label={label} />
      <Typography variant="body2" color="textSecondary" sx={{ ml: 6, mt: -0.5 }}>
        {hint}
      </Typography>
    </Box>
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 4, maxWidth: 720 }}>
      <Section title={t`Appearance`}>
        {choice('theme', t`Theme`, [
          ['system', t`System`],
          ['light', t`Light`],
          ['dark', t`Dark`],
        ])}
        <Typography variant="body2" color="textSecondary" sx={{ mt: -1 }}>
          <Trans>System follows your device's light or dark setting.</Trans>
        </Typography>
        {choice('tableDensity', t`Table density`, [
          ['comfortable', t`Comfortable`],
          ['compact', t`Compact`],
        ])}
      </Section>

      <Section title={t`Dates and numbers`}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          <Autocomplete
            options={zoneOptions}
            value={values.timezone}
            disableClearable
            // MUI's own words for its popup button and an empty list, in the tab's language.
            noOptionsText={t`No options`}
            openText={t`Open`}
            closeText={t`Close`}
            getOptionLabel={(zone) => zoneLabels.get(zone) ?? zone}
            filterOptions={(_options, { inputValue }) => {
              // The box shows the chosen zone's label until something else is typed: then every zone.
              if (inputValue === zoneLabels.get(values.timezone)) return zoneOptions;
              return matchingTimeZones(zones, inputValue).map((option) => option.zone);
            }}
            onChange={(_event, next) => setField('timezone', next)}
            renderInput={(params) => <TextField {...params} label={t`Time zone`} error={!!errors.timezone} helperText={errors.timezone} />}
          />
          {/* The person's language and formats: the portal is drawn in it once saved (Hindi, Tamil; English for the others). The pseudo-locale is listed only to whoever has it (set through the API by the browser walk). */}
          <TextField select label={t`Locale`} {...textField('locale')}>
            {(initial.locale === PSEUDO_LOCALE ? [...locales, { value: PSEUDO_LOCALE, label: PSEUDO_LOCALE }] : locales).map((locale) => (
              <MenuItem key={locale.value} value={locale.value}>
                {locale.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Typography variant="body2" color="textSecondary" data-testid="format-example">
          <Trans>
            Dates and times look like {exampleDate}; numbers like {exampleNumber}.
          </Trans>
        </Typography>
      </Section>

      <Section title={t`Keyboard`}>
        {toggle(
          'keyboardShortcuts',
          t`Keyboard shortcuts`,
          t`Ctrl/Cmd+K opens the command palette, Ctrl/Cmd+B folds the sidebar and / jumps to the search box. Off, these keys do nothing.`,
        )}
      </Section>

      <Section title={t`Notifications`}>
        <Typography variant="body2" color="textSecondary">
          <Trans>
            Notices appear in the corner of whichever screen you are on, while the portal is open; nothing is kept for later. When colleagues change many
            registrations at once (a bulk action), you get one notice that counts them.
          </Trans>
        </Typography>
        {toggle(
          'paymentNotifications',
          t`Payment notifications`,
          t`A notice when a colleague confirms a payment, naming them and the registration. Not for your own confirmations.`,
        )}
        {toggle(
          'disqualificationNotifications',
          t`Disqualification notifications`,
          t`A notice when a colleague disqualifies a registration, naming them and the registration. Not for your own.`,
        )}
        {toggle(
          'exportNotifications',
          t`Export notifications`,
          t`A notice when your own bulk action on registrations (confirm payments, mark duplicates, disqualify, clear status) or your registrations CSV download finishes, saying whether it ended well.`,
        )}
        {toggle('emailNotifications', t`Email notifications`, t`Kept for e-mail delivery of the notices above.`)}
        <Alert severity="info">
          <Trans>
            E-mail delivery needs a mail server that the deployment configures. Until one is set up the portal sends no e-mail; your choice is kept for then.
          </Trans>
        </Alert>
      </Section>

      <Box>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t`Saving...` : t`Save Preferences`}
        </Button>
      </Box>
    </Box>
  );
}
