import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from 'tooling/browser';
import { newStaffAccount, useThrowawayAccounts } from '../src/api';
import { DESKTOP, PHONE, portalUrl, screenshot, signIn } from '../src/browser';
import { eventually } from '../src/processes';

// Profile > Security's sessions in two browsers of one person: the laptop signs the phone out, and
// the phone, left alone on its dashboard, lands on the sign-in page saying why.

const PASSWORD = 'sessions-pass-123';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const created = useThrowawayAccounts();
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

const newAccount = () => newStaffAccount(created, { name: 'sessions', role: 'staff', password: PASSWORD });

async function signedIn(email: string, options: { viewport: { width: number; height: number }; userAgent?: string }): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, email, /\/dashboard$/, PASSWORD);
  return page;
}

test('the laptop signs the phone out from Profile > Security, and the phone lands on sign-in saying why', async () => {
  const email = await newAccount();
  const laptop = await signedIn(email, { viewport: DESKTOP });
  // A session is a sign-in, told apart by its time in whole seconds: the phone's comes a second later.
  const laptopSecond = Math.floor(Date.now() / 1000);
  expect(await eventually(() => Math.floor(Date.now() / 1000) > laptopSecond)).toBe(true);
  // Laptop-wide until the feed is live: the indicator is not shown on a phone's width.
  const phone = await signedIn(email, { viewport: DESKTOP, userAgent: IPHONE });
  await phone
    .getByTestId('live-indicator')
    .filter({ hasText: /^Live$/ })
    .waitFor();
  await phone.setViewportSize(PHONE);
  // The sign-in's welcome would still be on the sign-in page's screenshots.
  await phone.getByText('Welcome back').waitFor({ state: 'detached' });

  await laptop.goto(portalUrl('/profile?tab=security'));
  const list = laptop.getByRole('list', { name: 'Signed-in sessions' });
  await list.getByRole('listitem').nth(1).waitFor();
  expect(await list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')).sort())).toEqual([
    'Chrome on Linux',
    'Safari on iPhone',
  ]);
  await list.getByRole('listitem', { name: 'Chrome on Linux' }).getByText('This device').waitFor();
  for (const viewport of [DESKTOP, PHONE]) {
    await laptop.setViewportSize(viewport);
    for (const theme of ['light', 'dark'] as const) {
      await laptop.emulateMedia({ colorScheme: theme });
      await list.getByRole('listitem', { name: 'Safari on iPhone' }).waitFor();
      await screenshot(laptop, `issue58-sessions-${viewport.width}-${theme}`);
    }
  }
  await laptop.setViewportSize(DESKTOP);

  await laptop.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
  await laptop.getByRole('region', { name: 'Notifications' }).getByText('Safari on iPhone is signed out.').waitFor();
  await list.getByRole('listitem', { name: 'Safari on iPhone' }).waitFor({ state: 'detached' });

  // Nobody touches the phone: the ended session's live feed drops, and the phone finds out why.
  await phone.waitForURL(/\/auth\/sign-in/);
  await phone.getByText('You were signed out on another device.').waitFor();
  for (const theme of ['light', 'dark'] as const) {
    await phone.emulateMedia({ colorScheme: theme });
    await screenshot(phone, `issue58-signed-out-${PHONE.width}-${theme}`);
  }

  // The laptop's own session goes on.
  await laptop.reload();
  await list.getByRole('listitem', { name: 'Chrome on Linux' }).waitFor();
  expect(await list.getByRole('listitem').count()).toBe(1);
});

test("'Sign out all other sessions' ends the phone's; a superadmin's 'Sign out everywhere' in Settings > Users ends the laptop's", async () => {
  const email = await newAccount();
  const laptop = await signedIn(email, { viewport: DESKTOP });
  const laptopSecond = Math.floor(Date.now() / 1000);
  expect(await eventually(() => Math.floor(Date.now() / 1000) > laptopSecond)).toBe(true);
  const phone = await signedIn(email, { viewport: DESKTOP, userAgent: IPHONE });
  // Each browser's feed live first, as in the test above: its drop is how an idle browser learns.
  const live = (page: Page) =>
    page
      .getByTestId('live-indicator')
      .filter({ hasText: /^Live$/ })
      .waitFor();
  await live(phone);

  await laptop.goto(portalUrl('/profile?tab=security'));
  const list = laptop.getByRole('list', { name: 'Signed-in sessions' });
  await list.getByRole('listitem', { name: 'Safari on iPhone' }).waitFor();
  await laptop.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await laptop.getByRole('region', { name: 'Notifications' }).getByText('Other sessions signed out').waitFor();
  await list.getByRole('listitem', { name: 'Safari on iPhone' }).waitFor({ state: 'detached' });
  await phone.waitForURL(/\/auth\/sign-in/);
  await phone.getByText('You were signed out on another device.').waitFor();

  // The superadmin, in a browser of their own, signs the person out of the laptop too.
  const admin = await (async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, 'superadmin@example.org', /\/dashboard$/);
    return page;
  })();
  await live(laptop);
  await admin.goto(portalUrl('/settings?tab=users'));
  await admin.getByRole('button', { name: `Sign out everywhere: ${email}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Sign out everywhere?' });
  await dialog.getByText(email).waitFor();
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await admin.getByRole('region', { name: 'Notifications' }).getByText(`${email} was signed out of 1 session.`).waitFor();
  await laptop.waitForURL(/\/auth\/sign-in/);
  await laptop.getByText('You were signed out on another device.').waitFor();
});
