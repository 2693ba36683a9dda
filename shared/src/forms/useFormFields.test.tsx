import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { useFormFields } from './useFormFields';

const schema = z.object({ name: z.string().min(1, 'Name is required'), city: z.string() });

test("a text field's props carry its value, its edits, and the schema's message or else the hint", () => {
  const { result } = renderHook(() => useFormFields(schema, { name: '', city: 'Pune' }));
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
