import { TextField } from '@mui/material';

interface DayRangeFieldsProps {
  from: string;
  to: string;
  onChange: (key: 'from' | 'to', day: string) => void;
}

/** From and To, days of the person's time zone (YYYY-MM-DD in the address), for the register and the collections. */
export function DayRangeFields({ from, to, onChange }: DayRangeFieldsProps) {
  return (
    <>
      {(['from', 'to'] as const).map((key) => (
        <TextField
          key={key}
          type="date"
          size="small"
          label={key === 'from' ? 'From' : 'To'}
          value={key === 'from' ? from : to}
          onChange={(event) => onChange(key, event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
}
