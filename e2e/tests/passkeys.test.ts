import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from 'tooling/browser';
import { idToken } from 'tooling/emulator-sign-in';
import { api, apiOk, newStaffAccount, useThrowawayAccounts } from '../src/api';
import { axeViolations, waitForStillness, type AxeViolation } from '../src/axe';
import { DESKTOP, PHONE, portalUrl, screenshot, signIn } from '../src/browser';
import { eventually } from '../src/processes';

// Passkeys in a real Chromium, through its virtual authenticators (the DevTools protocol's WebAuthn
// domain): one is added and renamed on Profile > Security, a second from another device; a new
// sign-in removing the first is asked "Confirm it's you" (the API answers step-up-required) and the
// removal goes on after; the organisation's 2FA switch turned on, the password alone is followed by
// the passkey before the dashboard; a confirmation approved by a new sign-in with a passkey asks for
// it first (a money action: step-up-required) and says so in its history. The switch is off, the
// passkeys gone and the approval threshold off at the end, whatever happened, for the other browser
// tests of the run (the approver is an account of the test's own).

// Only a superadmin turns the switch on, and none is made by invitation: the demo's, whose passkeys go again at the end.
const EMAIL = 'superadmin@example.org';
let browser: Browser;
let context: BrowserContext;
let page: Page;
let devtools: CDPSession;
let authenticatorId: string | null = null;

/**
 * The device the browser's passkey prompt answers with, a new one in place of the last: one device
 * holds one passkey of a person (a second is refused, as the API lists the first to exclude).
 */
async function useNewDevice(): Promise<void> {
  if (authenticatorId) await devtools.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
  ({ authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  }));
}

/** A browser with nobody signed in and a new device, so that each test starts as a person would. */
async function freshContext(): Promise<void> {
  await context?.close();
  // axe is injected as an inline script, which the portal's content security policy refuses.
  context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
  page = await context.newPage();
  devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  authenticatorId = null;
  await useNewDevice();
}

beforeAll(async () => {
  browser = await launchBrowser();
});

beforeEach(freshContext);

/**
 * The Firebase ID token of the page's session, which passed its passkey in the test: Firebase keeps
 * it in localStorage, or in IndexedDB when the stand-alone sign-in page made the session.
 */
const pageToken = () =>
  page.evaluate(async () => {
    type Entry = { fbase_key: string; value?: { stsTokenManager?: { accessToken?: string } } };
    const key = Object.keys(localStorage).find((name) => name.startsWith('firebase:authUser:'));
    const stored: Entry[] = key ? [{ fbase_key: key, value: JSON.parse(localStorage.getItem(key)!) }] : [];
    const kept = await new Promise<Entry[]>((resolve) => {
      const open = indexedDB.open('firebaseLocalStorageDb');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const read = open.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
        read.onerror = () => resolve([]);
        read.onsuccess = () => resolve(read.result as Entry[]);
      };
    });
    const user = [...stored, ...kept].find((entry) => entry.fbase_key.startsWith('firebase:authUser:'));
    return user?.value?.stsTokenManager?.accessToken ?? null;
  });

const twoFactorOn = async () => (await api(await idToken('superadmin@example.org'), 'GET', '/admin/portal-settings')).body.featureFlags.orgWide2FA === true;

afterEach(async () => {
  // Left by a failure: only a session that passed its passkey turns the switch off and removes
  // passkeys, the page's; the demo superadmin must end as the other browser tests expect it.
  const token = await pageToken();
  if (token && (await twoFactorOn())) await api(token, 'PUT', '/admin/feature-flags/orgWide2FA', { enabled: false });
  const left: { id: string }[] = token ? ((await api(token, 'GET', '/admin/profile/passkeys')).body.data ?? []) : [];
  for (const { id } of left) await api(token!, 'DELETE', `/admin/profile/passkeys/${id}`);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const notices = () => page.getByRole('region', { name: 'Notifications' });
const passkeys = () => page.getByRole('region', { name: 'Passkeys' });
const confirmDialog = () => page.getByRole('dialog', { name: "Confirm it's you" });

async function signOut(): Promise<void> {
  // A session is a sign-in, told apart by its time in whole seconds: the next one must come a second later.
  const second = Math.floor(Date.now() / 1000);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/auth\/sign-in/);
  expect(await eventually(() => Math.floor(Date.now() / 1000) > second)).toBe(true);
}

test("passkeys added and renamed; a new sign-in confirms it's you before removing one; with 2FA on, the password is followed by the passkey", async () => {
  const violations: AxeViolation[] = [];
  await signIn(page, EMAIL);

  // Profile > Security: the first passkey needs no check (there is none to check with).
  await page.goto(portalUrl('/profile?tab=security'));
  await passkeys().getByText('You have no passkey yet.').waitFor();
  await passkeys().getByLabel('Passkey name').fill('Laptop');
  await passkeys().getByRole('button', { name: 'Add a passkey' }).click();
  await notices().getByText("Laptop can now confirm it's you.").waitFor();
  const list = passkeys().getByRole('list', { name: 'Passkeys' });
  await list.getByRole('listitem', { name: 'Laptop' }).getByText('Not used yet').waitFor();

  await list.getByRole('button', { name: 'Rename Laptop' }).click();
  await passkeys().getByLabel('New name').fill('Work laptop');
  await passkeys().getByRole('button', { name: 'Save name' }).click();
  await list.getByRole('listitem', { name: 'Work laptop' }).waitFor();
  const [stored] = (await api(await pageToken().then((token) => token ?? ''), 'GET', '/admin/profile/passkeys')).body.data;
  expect(stored.name).toBe('Work laptop');
  await page.getByText("Laptop can now confirm it's you.").waitFor({ state: 'detached' });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    violations.push(...(await axeViolations(page, `profile security with a passkey, ${theme}`)));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await list.getByRole('listitem', { name: 'Work laptop' }).waitFor();
    await waitForStillness(page);
    await screenshot(page, `issue58-passkeys-security-${viewport.width}`);
  }
  await page.setViewportSize(DESKTOP);

  // A second passkey, from another device: this session passed its check as it added the first.
  await useNewDevice();
  await passkeys().getByLabel('Passkey name').fill('Spare key');
  await passkeys().getByRole('button', { name: 'Add a passkey' }).click();
  await list.getByRole('listitem', { name: 'Spare key' }).waitFor();

  // A new sign-in has passed no passkey yet: removing one (the API's 'step-up-if-passkey') is
  // answered step-up-required, the portal asks, and the same call goes through after.
  await signOut();
  await signIn(page, EMAIL, /\/profile\?tab=security$/);
  // The notices of the sign-in and the passkey added go first, or they would cover the dialog's screenshots.
  await notices().getByText('Welcome back').waitFor({ state: 'detached' });
  await notices().getByText("Spare key can now confirm it's you.").waitFor({ state: 'detached' });
  await list.getByRole('button', { name: 'Remove Work laptop' }).click();
  await list.getByRole('listitem', { name: 'Work laptop' }).getByRole('button', { name: 'Remove passkey' }).click();
  await confirmDialog().getByText('This action needs a fresh check with your passkey.').waitFor();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    violations.push(...(await axeViolations(page, `confirm it's you dialog, ${theme}`)));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await confirmDialog().waitFor();
    await waitForStillness(page);
    await screenshot(page, `issue58-confirm-its-you-${viewport.width}`, { fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
  await confirmDialog().getByRole('button', { name: 'Use my passkey' }).click();
  await list.getByRole('listitem', { name: 'Work laptop' }).waitFor({ state: 'detached' });
  await confirmDialog().waitFor({ state: 'detached' });
  // The check just made shows on the passkey that made it, the only one this device holds.
  await list
    .getByRole('listitem', { name: 'Spare key' })
    .getByText(/Last used/)
    .waitFor();
  const left = await api((await pageToken()) ?? '', 'GET', '/admin/profile/passkeys');
  expect(left.body.data.map((passkey: { name: string }) => passkey.name)).toEqual(['Spare key']);

  // This session has passed its passkey, so it may require one of everyone.
  await page.goto(portalUrl('/settings?tab=features'));
  const twoFactor = page.getByRole('tabpanel').getByLabel('Organization-wide 2FA', { exact: true });
  await twoFactor.waitFor();
  expect(await twoFactor.isChecked()).toBe(false);
  await twoFactor.click();
  await notices().getByText('Organization-wide 2FA has been enabled.').waitFor();
  expect(await twoFactorOn()).toBe(true);

  // Signed in again with the password alone, the portal shows nothing before the passkey.
  await page.goto(portalUrl('/dashboard'));
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await signOut();
  await signIn(page, EMAIL);
  await confirmDialog().getByText('Your organisation asks for your passkey after your password. Use it to continue.').waitFor();
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  await confirmDialog().getByRole('button', { name: 'Use my passkey' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();

  // Off again, from the session that passed it.
  await page.goto(portalUrl('/settings?tab=features'));
  await twoFactor.waitFor();
  expect(await twoFactor.isChecked()).toBe(true);
  await twoFactor.click();
  await notices().getByText('Organization-wide 2FA has been disabled.').waitFor();
  expect(await twoFactorOn()).toBe(false);

  // The last passkey removed again (the check of this sign-in is fresh), as the demo superadmin had none.
  await page.goto(portalUrl('/profile?tab=security'));
  await list.getByRole('button', { name: 'Remove Spare key' }).click();
  await list.getByRole('listitem', { name: 'Spare key' }).getByRole('button', { name: 'Remove passkey' }).click();
  await passkeys().getByText('You have no passkey yet.').waitFor();

  expect(violations.map((v) => `${v.screen}: ${v.rule} (${v.impact}) ${v.help} at ${v.targets.slice(0, 3).join(' | ')}`)).toEqual([]);
});

interface Waiting {
  registrationId: string;
  status: string;
  payment: { paymentId: string; status: string; amount: number; approval: unknown };
}

/** The Payment settings' approval threshold, by the demo superadmin's API session (it has no passkey: the first test removes its own). */
async function setApprovalThreshold(amount: number | null): Promise<void> {
  const settings = await apiOk<{ payment: { value: Record<string, unknown> } }>('GET', '/admin/settings', { email: EMAIL });
  await apiOk('PUT', '/admin/settings/payment', { email: EMAIL, body: { value: { ...settings.payment.value, approvalThreshold: amount } } });
}

const created = useThrowawayAccounts();
const APPROVER_PASSWORD = 'passkeys-pass-123';

test("a new sign-in with a passkey approving a confirmation is asked 'Confirm it's you' first, and the approval's history says so", async () => {
  const { data } = await apiOk<{ data: Waiting[] }>('GET', '/admin/payments/awaiting-confirmation?limit=100');
  const registration = data.reverse().find((r) => r.status === 'active' && r.payment.status === 'pending' && !r.payment.approval && r.payment.amount > 0);
  if (!registration) throw new Error('No pending offline payment to confirm');
  const { registrationId, payment } = registration;
  // An admin of this test's own, so that a failure leaves no passkey on an account other tests use.
  const approver = await newStaffAccount(created, { name: 'approver', role: 'admin', password: APPROVER_PASSWORD });
  await setApprovalThreshold(payment.amount);
  try {
    // Another admin confirms it: above the threshold, it waits for approval.
    const asked = await apiOk<{ payment: { approval: unknown } }>('PUT', `/admin/register/${registrationId}`, {
      body: { payment: { status: 'success', mode: 'offline' } },
    });
    expect(asked.payment.approval).not.toBeNull();

    // The approver adds a passkey, then signs in again: this new sign-in has passed no check yet.
    await signIn(page, approver, /\/dashboard$/, APPROVER_PASSWORD);
    await page.goto(portalUrl('/profile?tab=security'));
    await passkeys().getByLabel('Passkey name').fill('Desk key');
    await passkeys().getByRole('button', { name: 'Add a passkey' }).click();
    await passkeys().getByRole('list', { name: 'Passkeys' }).getByRole('listitem', { name: 'Desk key' }).waitFor();
    await signOut();
    // Signed in again, the portal opens where it was left.
    await signIn(page, approver, /\/profile\?tab=security$/, APPROVER_PASSWORD);

    await page.goto(portalUrl('/payments?view=approvals'));
    const row = page.getByRole('row').filter({ hasText: registrationId });
    await row.getByRole('button', { name: `Approve ${payment.paymentId}` }).click();
    await page.getByRole('dialog', { name: 'Approve confirmation?' }).getByRole('button', { name: 'Approve' }).click();
    await confirmDialog().getByText('This action needs a fresh check with your passkey.').waitFor();
    await confirmDialog().getByRole('button', { name: 'Use my passkey' }).click();
    await notices().getByText('Confirmation Approved').waitFor();
    await row.waitFor({ state: 'detached' });
    const approved = await apiOk<{ payment: { status: string; approval: unknown } }>('GET', `/admin/registrations/${registrationId}`);
    expect(approved.payment).toMatchObject({ status: 'success', approval: null });
    const history = await apiOk<{ data: { action: string; actor: { email: string; confirmedWith?: string } }[] }>(
      'GET',
      `/admin/registrations/${registrationId}/history?limit=5`,
    );
    expect(history.data.find((entry) => entry.action === 'payment.approved')?.actor).toMatchObject({ email: approver, confirmedWith: 'passkey' });

    // On the registration's page too.
    await page.goto(portalUrl(`/registrations/${registrationId}`));
    await page.getByRole('list', { name: 'History' }).getByText('Confirmed with a passkey').waitFor();
  } finally {
    await setApprovalThreshold(null);
  }
});
