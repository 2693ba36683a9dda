import type { z } from 'zod';

export interface FieldIssue {
  /** Dotted path of the offending field ('school.value', 'status'); '' for the whole input. */
  path: string;
  message: string;
}

/** Flattens zod issues into one entry per field, with unknown keys reported under their own name. */
export function fieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...path, key].join('.'), message: 'Unknown field' }));
    }
    return [{ path: path.join('.'), message: issue.message }];
  });
}
