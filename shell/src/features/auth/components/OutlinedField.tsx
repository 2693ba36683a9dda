import { useId, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

/**
 * An outlined text field as MUI's TextField draws it, built from its parts: TextField also
 * bundles Select, Menu and Popover for its `select` prop, which the sign-in page never uses and
 * whose first load must stay small.
 */
export function OutlinedField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  autoFocus,
  endAdornment,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
}) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" error={!!error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
        endAdornment={endAdornment}
        aria-describedby={error ? helperId : undefined}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
