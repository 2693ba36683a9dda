import { englishForTests } from 'shared/testing/renderInPortal';
import { authServiceErrorMessage, signInErrorMessage } from './signInForm';

const english = englishForTests();

test('wrong password and unknown account read the same, old and enumeration-protected codes alike', () => {
  for (const code of ['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential']) {
    expect(signInErrorMessage(english, { code })).toBe('Invalid credentials');
  }
});

test("Firebase's lock-out after repeated failed sign-ins reads as a wait, not as wrong credentials", () => {
  expect(signInErrorMessage(english, { code: 'auth/too-many-requests' })).toBe('Too many attempts. Please wait a moment and try again.');
});

test('a sign-in service out of reach or failing gets a plain message, never a Firebase code or "Invalid credentials"', () => {
  for (const code of ['auth/network-request-failed', 'auth/timeout']) {
    expect(signInErrorMessage(english, { code })).toBe('Could not reach the sign-in service. Check your connection and try again.');
  }
  expect(signInErrorMessage(english, { code: 'auth/internal-error' })).toBe('The sign-in service is not working right now. Please try again in a moment.');
  expect(authServiceErrorMessage(english, { code: 'auth/invalid-credential' })).toBeUndefined();
  expect(authServiceErrorMessage(english, new Error('plain'))).toBeUndefined();
});
