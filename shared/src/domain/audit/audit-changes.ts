import { fieldLabel, formatChangeValue } from '../common/labels';
import type { ActivityEntry } from '../registrations/registration';

// Apart from audit.ts, whose query schemas load zod: a registration's history shows these on the
// list screen's first load.

/** A changed field of an audit entry, named and valued in words (labels.ts: one source for both). */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/**
 * Every field in before or after whose value changed, in the order the entry lists them (the
 * audit trail, a registration's history). Older entries recorded some fields that stayed as
 * they were ('Code: X -> X'): those are left out.
 */
export function fieldChanges(entry: Pick<ActivityEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: formatChangeValue(before[field], field),
      after: formatChangeValue(after[field], field),
    }))
    .filter((change) => change.before !== change.after);
}
