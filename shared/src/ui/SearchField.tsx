import type { InputHTMLAttributes } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

interface SearchFieldProps {
  value: string;
  onChange: (text: string) => void;
  label?: string;
  placeholder?: string;
  /** The input's own attributes: its accessible name where there is no label, a shortcut, a length limit. */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & { [attribute: `aria-${string}`]: string | undefined };
}

/** The portal's search box: a small, full-width field with the search icon at its start. */
export function SearchField({ value, onChange, label, placeholder, htmlInput }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
