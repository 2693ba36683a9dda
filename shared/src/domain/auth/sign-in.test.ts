import { checkForm } from '../../forms/useFormFields';
import { passwordResetSchema, signInSchema } from './sign-in';

test('sign-in validation uses the spec messages', () => {
  expect(checkForm(signInSchema, { email: 'not-an-email', password: 'short' }).errors).toEqual({
    email: 'Please enter a valid email address',
    password: 'Password must be at least 8 characters',
  });
  expect(checkForm(signInSchema, { email: ' staff@example.org ', password: '12345678' })).toEqual({
    data: { email: 'staff@example.org', password: '12345678' },
    errors: null,
  });
});

test('the reset dialog asks for a valid e-mail in the same words', () => {
  expect(checkForm(passwordResetSchema, { email: 'staff@' }).errors).toEqual({ email: 'Please enter a valid email address' });
  expect(checkForm(passwordResetSchema, { email: 'staff@example.org' }).errors).toBeNull();
});
