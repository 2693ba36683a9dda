import { useId, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

/**
 * An outlined text field as MUI's TextField draws it, built from its parts: TextField also
 * bundles Select, Menu, Popover and Modal for its `select` prop, which a screen's first load
 * (the sign-in page's, the payment lookup's) must not carry.
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
  placeholder,
  size,
  fullWidth,
  spellCheck,
  hint,
  required,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
  placeholder?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  spellCheck?: boolean;
  /** Shown beneath the field while it has no error. */
  hint?: string;
  required?: boolean;
  maxLength?: number;
}) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" error={!!error} size={size} fullWidth={fullWidth} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        placeholder={placeholder}
        inputProps={{ spellCheck, maxLength }}
        onChange={(e) => onChange(e.target.value)}
        endAdornment={endAdornment}
        aria-describedby={error || hint ? helperId : undefined}
      />
      {(error || hint) && <FormHelperText id={helperId}>{error ?? hint}</FormHelperText>}
    </FormControl>
  );
}
