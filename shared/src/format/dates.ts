// One date format for the whole portal (spec: en-IN, Asia/Kolkata, 12-hour).

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

const dateFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });

type DateInput = string | number | Date | null | undefined;

function format(value: DateInput, formatter: Intl.DateTimeFormat): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return formatter.format(date);
}

/** '21 Nov 2026, 05:30 pm' in India time; 'N/A' when missing, 'Invalid Date' when unreadable. */
export function formatDateTime(value: DateInput): string {
  return format(value, dateTimeFormat);
}

/** '21 Nov 2026' in India time, with the same missing and invalid texts. */
export function formatDate(value: DateInput): string {
  return format(value, dateFormat);
}

/** Spec: under a minute 'Just now', then minutes, hours under 24, then days; none 'Never'. */
export function formatLastActive(value: DateInput, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return 'Never';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}
