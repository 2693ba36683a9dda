import { can, roleFromClaim } from './permissions';

test('roles come from the claim; anything else is user', () => {
  expect(roleFromClaim('staff')).toBe('staff');
  expect(roleFromClaim('owner')).toBe('user');
  expect(roleFromClaim(undefined)).toBe('user');
  expect(roleFromClaim(['admin'])).toBe('user');
});

test.each([
  ['superadmin', ['read', 'write', 'admin', 'settings']],
  ['admin', ['read', 'write', 'admin']],
  ['staff', ['read', 'write']],
  ['viewer', ['read']],
  ['user', []],
] as const)('%s holds exactly %j', (role, held) => {
  for (const permission of ['read', 'write', 'admin', 'settings'] as const) {
    expect(can(role, permission)).toBe((held as readonly string[]).includes(permission));
  }
});
