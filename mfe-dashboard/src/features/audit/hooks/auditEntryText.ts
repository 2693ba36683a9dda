import { fieldLabel, spellOutName } from 'shared/domain/audit';
import type { ActivityEntry } from 'shared/domain/registration';
import { FEATURE_FLAG_KEYS, FEATURE_FLAG_TEXT, type FeatureFlagKey } from 'shared/domain/settings';

// How an audit entry's changed fields read on screen.

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

/**
 * Every field in before or after whose value changed, in the order the entry lists them. Older
 * entries recorded some fields that stayed as they were ('Code: X -> X'): those are left out.
 */
export function fieldChanges(entry: Pick<ActivityEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: formatChangeValue(before[field]),
      after: formatChangeValue(after[field]),
    }))
    .filter((change) => change.before !== change.after);
}

const isFeatureFlagKey = (key: string): key is FeatureFlagKey => (FEATURE_FLAG_KEYS as readonly string[]).includes(key);

/** What an entry about anything but a registration is about: 'Center DLH01', 'Staff account a@b.org'. */
export function auditTargetText(target: NonNullable<ActivityEntry['target']>): string {
  switch (target.type) {
    case 'feature_flag':
      return `Feature flag ${isFeatureFlagKey(target.id) ? FEATURE_FLAG_TEXT[target.id].label : target.label}`;
    case 'settings':
      return `${spellOutName(target.id)} settings`;
    case 'center':
      return `Center ${target.label}`;
    case 'template':
      return `Template ${target.label}`;
    case 'staff_account':
      return `Staff account ${target.label}`;
    case 'data_export':
      return `Export ${target.label}`;
    default:
      return target.label;
  }
}
