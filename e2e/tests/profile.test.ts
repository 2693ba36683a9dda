import type { Page } from 'playwright-core';
import { AUTH_EMULATOR, idToken } from 'tooling/emulator-sign-in';
import { api, emulator, PROJECT_ID, useThrowawayAccounts } from '../src/api';
import { portalUrl, screenshot, useBrowserPage } from '../src/browser';

// Profile, password change and password reset, each on an account the test creates itself
// (the demo accounts are shared by everyone and never changed).

const PASSWORD = 'first-pass-123';

const browserPage = useBrowserPage();
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const created = useThrowawayAccounts();

/** A fresh staff account, invited by the superadmin (staff accounts come only from invitations), with a known password. */
async function newAccount(displayName = 'Nisha Kapoor'): Promise<string> {
  const email = `e2e-profile-${Date.now()}-${created.length}@example.org`;
  const invited = await api(await idToken('superadmin@example.org'), 'POST', '/admin/staff-accounts', { email, role: 'staff' });
  expect(invited.status).toBe(201);
  const localId: string = invited.body.user.id;
  created.push(localId);
  await emulator(`/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, { localId, password: PASSWORD, displayName }, true);
  return email;
}

async function signInWith(email: string, password: string): Promise<void> {
  await page.goto(portalUrl('/auth/sign-in'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const notices = () => page.getByRole('region', { name: 'Notifications' });

async function openProfile(): Promise<void> {
  await page.goto(portalUrl('/profile'));
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
}

test('a password reset with the link the Auth emulator issued lets the user sign in with the new password', async () => {
  const email = await newAccount();
  await page.goto(portalUrl('/auth/sign-in'));
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await notices().getByText("If an account exists with this email, you'll receive a reset link.").waitFor();

  const { oobCodes } = (await (await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[];
  };
  const reset = oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').at(-1);
  expect(reset?.oobLink).toContain(reset!.oobCode);
  // What the e-mailed link's page does: spend the code on a new password.
  await emulator('/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=fake', { oobCode: reset!.oobCode, newPassword: 'reset-pass-456' });

  await signInWith(email, PASSWORD);
  await notices().getByText('Sign in failed').waitFor();
  await signInWith(email, 'reset-pass-456');
  await page.waitForURL(/\/dashboard$/);
});

test('a password changed on the Security tab is the one that signs in next time', async () => {
  const email = await newAccount();
  await signInWith(email, PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  await openProfile();
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByLabel('New Password').fill('changed-pass-789');
  await page.getByLabel('Confirm Password').fill('changed-pass-789');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await notices().getByText('Current password is incorrect.').waitFor();

  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await notices().getByText('Password changed').waitFor();
  expect(await page.getByLabel('Current Password').inputValue()).toBe('');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/auth\/sign-in/);
  await signInWith(email, PASSWORD);
  await notices().getByText('Sign in failed').waitFor();
  await signInWith(email, 'changed-pass-789');
  // Signed out from the profile's Security tab (kept in the address), so signing in returns there.
  await page.waitForURL(/\/profile\?tab=security$/);
  await page.getByRole('tab', { name: 'Security', selected: true }).waitFor();
});

test('a profile edit is still there after a reload, and the header follows the new name', async () => {
  const email = await newAccount('Nisha Kapoor');
  await signInWith(email, PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  await openProfile();
  const phone = page.getByLabel('Phone');
  await phone.waitFor();
  await page.getByLabel('Phone').fill('123');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Phone number must be at least 10 digits').waitFor();

  await page.getByLabel('Name').fill('Nisha Rani Kapoor');
  await page.getByLabel('Phone').fill('+91 98765 01234');
  await page.getByLabel('Alternate Email').fill('nisha@home.example');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await notices().getByText('Profile updated').waitFor();

  await page.reload();
  await page.getByRole('heading', { level: 2, name: 'Nisha Rani Kapoor' }).waitFor();
  await page.getByLabel('Phone').waitFor();
  expect(await page.getByLabel('Name').inputValue()).toBe('Nisha Rani Kapoor');
  expect(await page.getByLabel('Phone').inputValue()).toBe('+91 98765 01234');
  expect(await page.getByLabel('Alternate Email').inputValue()).toBe('nisha@home.example');
  expect(await page.getByTestId('profile-role').textContent()).toBe('STAFF');
  expect(await page.getByText('Active & Online').isVisible()).toBe(true);
  // Initials of the first two words, in the profile, the top bar and the sidebar.
  expect(await page.getByTestId('user-avatar').allTextContents()).toEqual(['NR', 'NR', 'NR']);
  await screenshot(page, 'profile-edited');
});

test("a new e-mail goes through Firebase's verify-then-change flow; one in use is refused with the spec's text", async () => {
  const email = await newAccount();
  await signInWith(email, PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  await openProfile();
  await page.getByLabel('Phone').fill('9876543210');

  // Another account's address: only attempted, so that account is untouched.
  await page.getByLabel('Email', { exact: true }).fill('staff@example.org');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await notices().getByText('This email is already in use.').waitFor();

  const newEmail = `changed-${email}`;
  await page.getByLabel('Email', { exact: true }).fill(newEmail);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await notices().getByText('Profile updated').waitFor();

  const { oobCodes } = (await (await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)).json()) as {
    oobCodes: { newEmail?: string; requestType: string; oobCode: string }[];
  };
  const verify = oobCodes.find((code) => code.newEmail === newEmail && code.requestType === 'VERIFY_AND_CHANGE_EMAIL');
  expect(verify).toBeDefined();
  // What opening the e-mailed link does.
  await emulator('/identitytoolkit.googleapis.com/v1/accounts:update?key=fake', { oobCode: verify!.oobCode });

  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
    indexedDB.deleteDatabase('firebaseLocalStorageDb');
  });
  await signInWith(newEmail, PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  await openProfile();
  await page.getByText(newEmail, { exact: true }).waitFor();
});

test('an uploaded avatar shows in the profile, the top bar and the sidebar; a 6 MB file is refused', async () => {
  const email = await newAccount('Omar Sheikh');
  await signInWith(email, PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  await openProfile();
  // A real PNG: a 240x240 piece of the page itself.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 240 } });

  await page.getByLabel('Avatar image').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) });
  await notices().getByText('File too large').waitFor();
  expect(await notices().textContent()).toContain('Please select an image smaller than 5MB');

  await page.getByLabel('Avatar image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await notices().getByText('Avatar updated').waitFor();
  const images = page.locator('[data-testid="user-avatar"] img');
  await page.waitForFunction(() => {
    const shown = Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="user-avatar"] img'));
    return shown.length === 3 && shown.every((img) => img.complete && img.naturalWidth === 240);
  });
  const sources = await images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).src));
  expect(new Set(sources).size).toBe(1);
  expect(sources[0]).toMatch(/\/avatars\/[0-9a-f]{64}$/);
  await screenshot(page, 'profile-avatar');

  // Kept by the API: a fresh page load shows it again.
  await page.reload();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="user-avatar"] img')).some((img) => img.complete && img.naturalWidth === 240),
  );
});
