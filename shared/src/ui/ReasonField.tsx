import type { KeyboardEvent, ReactNode } from 'react';
import { TextField } from '@mui/material';

/** The reason a dialog asks for before a change that needs one in words: three lines to start, focused on opening. */
export function ReasonField({
  label,
  value,
  onChange,
  helperText,
  error = false,
  onKeyDown,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The count toward the limit, or the rule's message when `error`. */
  helperText: ReactNode;
  error?: boolean;
  onKeyDown?: (event: KeyboardEvent) => void;
}) {
  return (
    <TextField
      label={label}
      multiline
      minRows={3}
      fullWidth
      autoFocus
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      error={error}
      helperText={helperText}
    />
  );
}
