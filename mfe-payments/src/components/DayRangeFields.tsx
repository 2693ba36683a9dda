import { useLingui } from '@lingui/react/macro';
import { DayField } from 'shared/ui/DayField';

interface DayRangeFieldsProps {
  from: string;
  to: string;
  onChange: (key: 'from' | 'to', day: string) => void;
}

/** From and To, days of the person's time zone (YYYY-MM-DD in the address), for the register and the collections, typed in the person's locale. */
export function DayRangeFields({ from, to, onChange }: DayRangeFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <DayField label={t`From`} value={from || undefined} onChange={(day) => onChange('from', day)} max={to || undefined} />
      <DayField label={t`To`} value={to || undefined} onChange={(day) => onChange('to', day)} min={from || undefined} />
    </>
  );
}
