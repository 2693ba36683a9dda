import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { englishForTests } from 'shared/testing/renderInPortal';
import { FORM_MESSAGES } from './formMessages';
import { loadFormWords } from './formWords';
import { useFormFields } from './useFormFields';

const inLanguage = (i18n: I18n) => ({ wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

const schema = z.object({ name: z.string().min(1, 'Name is required'), city: z.string() });

test("a text field's props carry its value, its edits, and the schema's message or else the hint", () => {
  const { result } = renderHook(() => useFormFields(schema, { name: '', city: 'Pune' }), inLanguage(englishForTests()));
  expect(result.current.textField('city', 'Optional')).toMatchObject({ value: 'Pune', error: false, helperText: 'Optional' });

  act(() => {
    result.current.validate();
  });
  expect(result.current.textField('name', 'Your full name')).toMatchObject({ value: '', error: true, helperText: 'Name is required' });

  act(() => result.current.textField('name').onChange({ target: { value: 'Asha' } }));
  expect(result.current.values.name).toBe('Asha');
  // An edit clears the field's message until the next check.
  expect(result.current.textField('name', 'Your full name')).toMatchObject({ value: 'Asha', error: false, helperText: 'Your full name' });
});

test('a form given no schema checks with the one validate is given, and refuses to check without one', () => {
  const { result } = renderHook(
    () => useFormFields<{ name: string; city: string }, typeof schema>(null, { name: '', city: 'Pune' }),
    inLanguage(englishForTests()),
  );
  expect(() => result.current.validate()).toThrow('validate needs the schema');

  let parsed: unknown;
  act(() => {
    parsed = result.current.validate(schema);
  });
  expect(parsed).toBeNull();
  expect(result.current.errors).toEqual({ name: 'Name is required' });

  act(() => result.current.setField('name', 'Asha'));
  act(() => {
    parsed = result.current.validate(schema);
  });
  expect(parsed).toEqual({ name: 'Asha', city: 'Pune' });
});

test("a schema's message shows in the module's language once the table has come; one the table lacks, and a server's, as written", async () => {
  const hindi = setupI18n();
  hindi.loadAndActivate({ locale: 'hi-IN', messages: { [FORM_MESSAGES['Invalid email address']!.id]: 'अमान्य ई-मेल पता' } });
  await loadFormWords(hindi, 'hi-IN');
  const emailSchema = z.object({ email: z.email('Invalid email address'), name: z.string().min(1, 'Name is required') });
  const { result } = renderHook(() => useFormFields(emailSchema, { email: 'x', name: '' }, { live: true }), inLanguage(hindi));
  expect(result.current.errors).toEqual({ email: 'अमान्य ई-मेल पता', name: 'Name is required' });

  act(() => result.current.setError('name', 'यह नाम पहले से है'));
  expect(result.current.textField('name').helperText).toBe('यह नाम पहले से है');
});
