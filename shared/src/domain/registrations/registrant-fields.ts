import type { Registration } from './registration';

// Without zod: the list's sort rules (list-rules.ts), which screens load at first paint, start from these.

/** The registrant's own fields, in the order every list of fields starts with them (the sort keys, an import's columns). */
export const REGISTRANT_FIELDS = [
  'registrationId',
  'name',
  'gender',
  'contactNumber',
  'school',
  'std',
  'cadre',
  'levelEnrolled',
] as const satisfies readonly (keyof Registration)[];
