import { renderHook, waitFor } from '@testing-library/react';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { roleFromIdToken, useSessionRole } from './useSessionRole';

const tokenWith = (claims: object) => `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.`;

test.each([
  [{ role: 'staff' }, 'staff'],
  [{ role: 'viewer', name: 'Ünïcode ~~~ name' }, 'viewer'],
  [{ role: 'owner' }, 'user'],
  [{}, 'user'],
])('the role claim of %j is %s', (claims, role) => {
  expect(roleFromIdToken(tokenWith(claims))).toBe(role);
});

test.each([null, '', 'not-a-token', 'a.%%%.c'])('an unreadable token (%p) is user', (token) => {
  expect(roleFromIdToken(token)).toBe('user');
});

test('null until the session answers, then the role of its token', async () => {
  let answer: (token: string) => void = () => {};
  connectAuthSession({
    getIdToken: () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
    onUnauthenticated: () => {},
  });
  const { result } = renderHook(() => useSessionRole());
  expect(result.current).toBeNull();
  answer(tokenWith({ role: 'admin' }));
  await waitFor(() => expect(result.current).toBe('admin'));
});
