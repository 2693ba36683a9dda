import { InputAdornment, TextField } from '@mui/material';
import { IconButton } from 'shared/platform/ui/mui';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { dayPattern, formatDay, parseDay } from 'shared/format/dayText';

// The placeholder's parts in the language (dd/mm/yyyy; Hindi दिन/माह/वर्ष), in the order of the person's date format.
const PART_MESSAGES = {
  day: msg({ message: 'dd', context: 'date placeholder: the day' }),
  month: msg({ message: 'mm', context: 'date placeholder: the month' }),
  year: msg({ message: 'yyyy', context: 'date placeholder: the year' }),
};

/**
 * A day (YYYY-MM-DD) typed in the portal's own format (dd/mm/yyyy in en-IN), applied on Enter or
 * on leaving the field, or chosen from the browser's calendar behind the button, which is drawn in
 * the theme's colours; the calendar is bounded by `min` and `max` (a range's other end). Every
 * date typed by hand in the portal is one of these: a browser's own date field follows the
 * browser's language (mm/dd/yyyy in an en-US browser), whatever the person's locale.
 */
export function DayField({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value?: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) {
  const { t, i18n } = useLingui();
  // Made at each render, so a language chosen meanwhile shows at once (an Intl formatter: microseconds).
  const pattern = dayPattern(undefined, { day: i18n._(PART_MESSAGES.day), month: i18n._(PART_MESSAGES.month), year: i18n._(PART_MESSAGES.year) });
  const [text, setText] = useState(() => formatDay(value, pattern));
  const [invalid, setInvalid] = useState(false);
  // The box follows the URL when it changes (a Clear, Back, the calendar), as it renders.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(formatDay(value, pattern));
    setInvalid(false);
  }
  const picker = useRef<HTMLInputElement>(null);
  const apply = () => {
    if (text.trim() === '') {
      setInvalid(false);
      if (value) onChange('');
      return;
    }
    const day = parseDay(text, pattern);
    setInvalid(day === null);
    if (day !== null && day !== value) onChange(day);
  };
  const example = formatDay('2026-11-21', pattern);
  const placeholder = pattern.placeholder;
  return (
    <TextField
      label={label}
      size="small"
      value={text}
      placeholder={pattern.placeholder}
      error={invalid}
      helperText={invalid ? t`Write the date as ${placeholder}, for example ${example}.` : undefined}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      sx={{ width: 172 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 10 },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton size="small" edge="end" aria-label={t`Choose the ${label} date`} onClick={() => picker.current?.showPicker()}>
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              {/* The browser's calendar, opened by the button: out of sight and out of the Tab order. */}
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={value ?? ''}
                min={min}
                max={max}
                onChange={(event) => onChange(event.target.value)}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0, pointerEvents: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
