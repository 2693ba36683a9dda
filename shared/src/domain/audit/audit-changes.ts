import type { ActivityEntry } from '../registrations/registration';

// Apart from audit.ts, whose query schemas load zod: a registration's history shows these on the
// list screen's first load.

/** A changed field of an audit entry, named and valued in words. */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** How a change's field and values are named: in a screen's language (labelMessages.tsx' labelsIn), or labels.ts' English. */
export interface ChangeNames {
  fieldLabel: (field: string) => string;
  changeValue: (value: unknown, field: string) => string;
}

/**
 * Every field in before or after whose value changed, in the order the entry lists them (the
 * audit trail, a registration's history). Older entries recorded some fields that stayed as
 * they were ('Code: X -> X'): those are left out.
 */
export function fieldChanges(entry: Pick<ActivityEntry, 'before' | 'after'>, names: ChangeNames): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({
      field,
      label: names.fieldLabel(field),
      before: names.changeValue(before[field], field),
      after: names.changeValue(after[field], field),
    }))
    .filter((change) => change.before !== change.after);
}
