import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { fieldIssues } from '../domain/common/validation';
import { formMessageIn } from './formWords';

/** Each field's first message, by dotted path ('name', 'school.value'). */
export type FieldErrors = Partial<Record<string, string>>;

/** A zod schema, or a zod/mini one where a page must stay small (the stand-alone sign-in page). */
type FormSchema = z.ZodType | ZodMiniType;

/** A schema's answer for a form's input: the parsed values, or each field's first message (the schema's own words). */
export function checkForm<S extends FormSchema>(schema: S, input: unknown): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = schema.safeParse(input) as z.ZodSafeParseResult<z.output<S>>;
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of fieldIssues(parsed.error.issues)) errors[issue.path] ??= issue.message;
  return { data: null, errors };
}

/** The fields of a form whose values are text. */
type TextFieldName<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V] & string;

interface FormOptions<V> {
  /** What the schema is given, when it is not the values as typed (extra fields, '' for none). */
  input?: (values: V) => unknown;
  /** Show the messages while typing, not only after a submit. */
  live?: boolean;
}

/**
 * The portal's one way to hold a form: values checked by a shared zod schema, shown with the
 * schema's messages in the module's language (formMessages.ts). The values are `initial` until edited (so a form over server data follows
 * it until someone types); `validate` answers the parsed values, or shows each field's first
 * message and answers null; `setError` shows a server's answer on a field. A form on a screen's
 * first view may pass `null` and give `validate` the schema once it has loaded it, so that zod is
 * not in that screen's first load.
 */
export function useFormFields<V extends object, S extends FormSchema>(schema: S | null, initial: V, options: FormOptions<V> = {}) {
  const [draft, setDraft] = useState<V | null>(null);
  const [shown, setShown] = useState<FieldErrors>({});
  const values = draft ?? initial;
  const input = options.input ? options.input(values) : values;
  const live = useMemo(() => (options.live && schema ? checkForm(schema, input) : null), [options.live, schema, input]);
  const { i18n } = useLingui();
  // The schema's English in the module's language; a message set by `setError` comes in it already.
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries({ ...live?.errors, ...shown })) if (message) errors[field] = formMessageIn(i18n, message);

  const setField = <K extends keyof V>(field: K, value: V[K]) => {
    setDraft((current) => ({ ...(current ?? initial), [field]: value }));
    setShown(({ [field as string]: _cleared, ...rest }) => rest);
  };

  /** A text field's props: its value, its edits, and its message, else `hint` beneath it. */
  const textField = <K extends TextFieldName<V>>(field: K, hint?: string) => ({
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value as V[K]),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hint,
  });

  const validate = (loaded: S | null = schema): z.output<S> | null => {
    if (!loaded) throw new Error('useFormFields: validate needs the schema the form was given null for');
    const checked = checkForm(loaded, input);
    setShown(checked.errors ?? {});
    return checked.data;
  };

  return {
    values,
    errors,
    /** No message at all: what `validate` would accept (live forms only know before a submit). */
    valid: live ? live.data !== null : undefined,
    dirty: draft !== null,
    setField,
    textField,
    setError: (field: keyof V & string, message: string) => setShown((current) => ({ ...current, [field]: message })),
    validate,
    reset: () => {
      setDraft(null);
      setShown({});
    },
  };
}
