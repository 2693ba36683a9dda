import { MenuItem, TextField } from '@mui/material';
import { useLingui } from '@lingui/react/macro';
import { EVERY_CENTRE_MESSAGE } from 'shared/ui/labelMessages';
import { Box } from 'shared/platform/ui/mui';
import type { CenterScope } from 'shared/platform/api/centerScope';

/** What an empty choice of centres means: the account is limited to none. */

/** The value of the "Every centre" option, which no centre code can be. */
const EVERY = '*';

export type CenterChoice = CenterScope['centers'][number];

/**
 * Picks the centres whose registrations an account sees, several at once, each named beside its
 * code; "Every centre" (chosen when none is) lifts any limit. A code no longer among `choices` (a
 * centre being moved away) stays offered while chosen.
 */
export function CentersSelect({
  value,
  choices,
  onChange,
  label,
  size,
  helperText,
}: {
  value: readonly string[];
  choices: readonly CenterChoice[];
  onChange: (centers: string[]) => void;
  /** A visible label, or (in a table cell) only the name read out. */
  label: { visible: string } | { ariaLabel: string };
  size?: 'small';
  helperText?: string;
}) {
  const { i18n } = useLingui();
  const everyCentre = i18n._(EVERY_CENTRE_MESSAGE);
  const names = new Map(choices.map((center) => [center.code, center.name]));
  const codes = [...new Set([...choices.map((center) => center.code), ...value])];
  return (
    <TextField
      select
      size={size}
      value={value.length === 0 ? [EVERY] : value}
      label={'visible' in label ? label.visible : undefined}
      helperText={helperText}
      onChange={(event) => {
        const raw = event.target.value as unknown as string[] | string;
        const chosen = typeof raw === 'string' ? raw.split(',') : raw;
        // From every centre, a centre picked is the new limit; from a limit, "Every centre" lifts it.
        onChange(value.length === 0 ? chosen.filter((code) => code !== EVERY) : chosen.includes(EVERY) ? [] : chosen);
      }}
      slotProps={{
        select: { multiple: true, renderValue: () => (value.length === 0 ? everyCentre : value.join(', ')) },
        // A label that floats over the choice would hide "Every centre".
        inputLabel: { shrink: true },
        htmlInput: 'ariaLabel' in label ? { 'aria-label': label.ariaLabel } : undefined,
      }}
    >
      <MenuItem value={EVERY} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {everyCentre}
      </MenuItem>
      {codes.map((code) => (
        <MenuItem key={code} value={code}>
          <Box component="span" sx={{ fontWeight: 500, minWidth: 56 }}>
            {code}
          </Box>
          {names.has(code) && (
            <Box component="span" sx={{ color: 'text.secondary', ml: 1.5 }}>
              {names.get(code)}
            </Box>
          )}
        </MenuItem>
      ))}
    </TextField>
  );
}
