import { useState } from 'react';

type Errors<T> = Partial<Record<keyof T, string>>;

/** What the form needs of a shared zod schema (the shell does not depend on zod itself). */
interface FormSchema<T> {
  safeParse(data: unknown):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Field values and their messages for a form checked by a shared zod schema: `validate`
 * answers the parsed values, or shows the first message of each field and answers null.
 */
export function useFormFields<T extends object>(schema: FormSchema<T>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors<T>>({});

  const setField = <K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (): T | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: Errors<T> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof T;
      found[field] ??= issue.message;
    }
    setErrors(found);
    return null;
  };

  return { values, errors, setField, validate, reset: () => { setValues(initial); setErrors({}); } };
}
