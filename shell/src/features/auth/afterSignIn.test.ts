import { pathAfterSignIn } from './afterSignIn';

test('sign-in goes on to the page the user came from, with its query and hash', () => {
  expect(pathAfterSignIn({ from: { pathname: '/registrations/REG-1', search: '?x=1', hash: '#top' } })).toBe('/registrations/REG-1?x=1#top');
  expect(pathAfterSignIn({ from: { pathname: '/payments' } })).toBe('/payments');
});

test('without a usable page to return to, sign-in goes on to /dashboard', () => {
  for (const state of [null, undefined, {}, { from: null }, { from: { pathname: 42 } }, 'text']) expect(pathAfterSignIn(state)).toBe('/dashboard');
});

test('a page on another site, or the sign-in page itself, is never where sign-in goes', () => {
  for (const pathname of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/auth/sign-in']) {
    expect(pathAfterSignIn({ from: { pathname } })).toBe('/dashboard');
  }
  // Query and hash are kept only as a query and a hash: they cannot turn the path into another site's.
  expect(pathAfterSignIn({ from: { pathname: '/', search: '/evil.example', hash: 'x' } })).toBe('/');
});
