import { useId, type InputHTMLAttributes } from 'react';
import { FormControl, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

interface SearchFieldProps {
  value: string;
  onChange: (text: string) => void;
  label?: string;
  placeholder?: string;
  /** The input's own attributes: its accessible name where there is no label, a shortcut, a length limit. */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & { [attribute: `aria-${string}`]: string | undefined };
}

/**
 * The portal's search box: a small, full-width field with the search icon at its start. Built from
 * the parts of an outlined TextField rather than TextField itself, which imports Select (and with it
 * Menu, Popover and Modal) into the first load of every list that has a search box.
 */
export function SearchField({ value, onChange, label, placeholder, htmlInput }: SearchFieldProps) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth>
      {label && <InputLabel htmlFor={id}>{label}</InputLabel>}
      <OutlinedInput
        id={id}
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={htmlInput}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
