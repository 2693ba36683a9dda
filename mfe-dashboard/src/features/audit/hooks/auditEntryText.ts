import { spellOutName } from 'shared/domain/audit';
import type { ActivityEntry } from 'shared/domain/registration';

// How an audit entry's changed fields read on screen.

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  gender: 'Gender',
  contactNumber: 'Contact number',
  'school.value': 'School',
  'school.name': 'School name',
  std: 'Class',
  cadre: 'Cadre',
  levelEnrolled: 'Level',
  status: 'Status',
  disqualificationNote: 'Disqualification note',
  adminNote: 'Admin note',
  'payment.status': 'Payment status',
  'payment.mode': 'Payment mode',
  'payment.amount': 'Payment amount',
};

/** 'payment.status' -> 'Payment status'; a field without a label of its own is spelled out. */
export function fieldLabel(path: string): string {
  return FIELD_LABELS[path] ?? spellOutName(path);
}

export function formatChangeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** Every field in before or after, in the order the entry lists them. */
export function fieldChanges(entry: Pick<ActivityEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: formatChangeValue(before[field]),
    after: formatChangeValue(after[field]),
  }));
}
