import { AVATAR_MAX_BYTES, avatarFileProblem } from './avatar';
import { passwordChangeSchema, profileFormSchema, profileUpdateBodySchema } from './profile';

test('avatar files: image types only, at most 5 MB', () => {
  expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
  expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toEqual({
    title: 'File too large',
    description: 'Please select an image smaller than 5MB',
  });
  expect(avatarFileProblem({ type: 'text/plain', size: 10 })).toEqual({ title: 'Invalid file type', description: 'Please select an image file' });
  expect(avatarFileProblem({ type: '', size: 10 })?.title).toBe('Invalid file type');
});

test('the profile form: name 2 to 80, phone 10 or more, alternate e-mail valid or empty', () => {
  const valid = { name: 'Ab', email: 'a@b.co', phone: '1234567890', alternateEmail: '' };
  expect(profileFormSchema.safeParse(valid).success).toBe(true);
  expect(profileFormSchema.safeParse({ ...valid, name: 'x'.repeat(80) }).success).toBe(true);
  expect(profileFormSchema.safeParse({ ...valid, name: 'x'.repeat(81) }).success).toBe(false);
  expect(profileFormSchema.safeParse({ ...valid, phone: '123456789' }).success).toBe(false);
  expect(profileFormSchema.safeParse({ ...valid, alternateEmail: 'x@y.in' }).success).toBe(true);
  expect(profileFormSchema.safeParse({ ...valid, email: 'nope' }).success).toBe(false);
  // The API's body has no e-mail (that is Firebase's) and nothing unknown.
  expect(profileUpdateBodySchema.safeParse(valid).success).toBe(false);
  expect(profileUpdateBodySchema.safeParse({ name: 'Ab', phone: '1234567890', alternateEmail: '' }).success).toBe(true);
});

test("the profile form's messages are the spec's, each on its field, after invisible characters are dropped", () => {
  const refused = profileFormSchema.safeParse({ name: 'A\u200B', email: ' nope ', phone: '12345', alternateEmail: '' });
  expect(refused.success ? [] : refused.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['name', 'Name must be at least 2 characters'],
    ['email', 'Invalid email address'],
    ['phone', 'Phone number must be at least 10 digits'],
  ]);
  expect(profileUpdateBodySchema.parse({ name: ' Priya\u200B Nair ', phone: '98765 43210', alternateEmail: '' }).name).toBe('Priya Nair');
});

test('the password form: 8 or more each; confirmation must match, reported on it', () => {
  expect(passwordChangeSchema.safeParse({ currentPassword: '12345678', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }).success).toBe(true);
  const mismatch = passwordChangeSchema.safeParse({ currentPassword: '12345678', newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' });
  expect(mismatch.success ? [] : mismatch.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['confirmPassword', "Passwords don't match"]]);
});
