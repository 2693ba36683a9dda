import { MenuItem, TextField } from '@mui/material';

/** What an empty choice of centres means: the account is limited to none. */
export const EVERY_CENTER = 'Every center';

/**
 * Picks the centres whose registrations an account sees, several at once; none chosen: every
 * centre. A code no longer among `choices` (a centre being moved away) stays offered while chosen.
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
  choices: readonly string[];
  onChange: (centers: string[]) => void;
  /** A visible label, or (in a table cell) only the name read out. */
  label: { visible: string } | { ariaLabel: string };
  size?: 'small';
  helperText?: string;
}) {
  return (
    <TextField
      select
      size={size}
      value={value}
      label={'visible' in label ? label.visible : undefined}
      helperText={helperText}
      onChange={(event) => {
        const chosen = event.target.value as unknown as string[] | string;
        onChange(typeof chosen === 'string' ? chosen.split(',') : chosen);
      }}
      slotProps={{
        select: { multiple: true, displayEmpty: true, renderValue: () => (value.length === 0 ? EVERY_CENTER : value.join(', ')) },
        // A label that floats over an empty choice would hide "Every center".
        inputLabel: { shrink: true },
        htmlInput: 'ariaLabel' in label ? { 'aria-label': label.ariaLabel } : undefined,
      }}
    >
      {[...new Set([...choices, ...value])].map((code) => (
        <MenuItem key={code} value={code}>
          {code}
        </MenuItem>
      ))}
    </TextField>
  );
}
