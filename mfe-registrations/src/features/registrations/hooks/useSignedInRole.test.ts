import { roleOfIdToken } from './useSignedInRole';

const token = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.y`;

test('reads the role claim of an ID token', () => {
  expect(roleOfIdToken(token({ role: 'staff', email: 'a@b.c' }))).toBe('staff');
  expect(roleOfIdToken(token({ role: 'owner' }))).toBe('user');
  expect(roleOfIdToken(token({}))).toBe('user');
  expect(roleOfIdToken('not a token')).toBe('user');
  expect(roleOfIdToken(null)).toBe('user');
});
