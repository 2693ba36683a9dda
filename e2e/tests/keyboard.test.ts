import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, idToken } from 'tooling/emulator-sign-in';
import { api } from '../src/api';
import { portalUrl, screenshot, useBrowserPage } from '../src/browser';
import { describeFocus, focusIsVisible, hasFocus, pressTo, tabTo, waitForFocus } from '../src/keyboard';

// The spec's main flows with the keyboard alone: keyboard.press and keyboard.type only, no clicks and
// no element.focus(). After each dialog closes, focus is back on the control that opened it.

const browserPage = useBrowserPage({ width: 1440, height: 900 });
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const notices = () => page.getByRole('region', { name: 'Notifications' });
const mainNav = () => page.getByRole('navigation', { name: 'Main' });

/** Focus lands on `target` and shows; `what` names it in the failure message. */
async function expectFocusOn(target: Locator, what: string): Promise<void> {
  const landed = await waitForFocus(target);
  expect(`${what}: ${landed ? 'has focus' : `focus is on ${await describeFocus(page)}`}`).toBe(`${what}: has focus`);
  expect(await focusIsVisible(page)).toBe(true);
}

/** Signs in by typing: the e-mail box has focus when the page opens. */
async function signInByKeyboard(email: string): Promise<void> {
  await page.goto(portalUrl('/auth/sign-in'));
  const emailBox = page.getByLabel('Email');
  await emailBox.waitFor();
  expect(await hasFocus(emailBox)).toBe(true);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  expect(await hasFocus(page.getByLabel('Password', { exact: true }))).toBe(true);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard$/);
}

/** Follows a link of the main navigation with Tab and Enter. */
async function goByNav(name: string, heading: string): Promise<void> {
  await tabTo(page, mainNav().getByRole('link', { name }));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

test('sign in, search registrations, filter them, and disqualify one, by keyboard alone', async () => {
  await signInByKeyboard('admin@example.org');
  await goByNav('Registrations', 'Registrations');
  const table = page.getByRole('grid', { name: 'Registrations' });
  await table.locator('tbody tr').first().getByRole('link').waitFor();

  const searchBox = page.getByRole('textbox', { name: 'Search registrations' });
  await tabTo(page, searchBox);
  await page.keyboard.type('REG-00003');
  await page.waitForURL((url) => url.searchParams.get('q') === 'REG-00003');
  await page
    .getByTestId('registrations-subtitle')
    .filter({ hasText: /^Showing / })
    .waitFor();

  // Filters: only active registrations of the Junior Level.
  const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
  await tabTo(page, filtersButton, { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.waitFor();
  // Each group of toggle buttons is one Tab stop; the arrow keys move inside it.
  await tabTo(page, dialog.getByRole('group', { name: 'Cadre' }));
  await pressTo(page, dialog.getByRole('button', { name: 'Junior Level', exact: true }), 'ArrowRight', 10);
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('group', { name: 'Registration Status' }));
  await pressTo(page, dialog.getByRole('button', { name: 'Active', exact: true }), 'ArrowRight', 5);
  await page.keyboard.press('Space');
  await screenshot(page, 'keyboard-filter-dialog');
  await tabTo(page, dialog.getByRole('button', { name: 'Apply Filters' }));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL((url) => url.searchParams.get('cadre') === 'Junior Level' && url.searchParams.get('status') === 'active');
  await expectFocusOn(page.getByRole('button', { name: 'Filters (active)' }), 'the Filters button');
  await page
    .getByTestId('registrations-subtitle')
    .filter({ hasText: /^Showing / })
    .waitFor();
  await table.locator('tbody tr').first().getByRole('link').waitFor();
  const id = (await table.locator('tbody tr').first().getByRole('link').textContent())!;
  expect(id).toMatch(/^REG-00003/);

  // Disqualify it from its row menu: the table is one Tab stop; the arrow keys reach the row's menu.
  const rowMenuButton = page.getByRole('button', { name: `Actions for ${id}` });
  await tabTo(page, table.getByRole('link', { name: id, exact: true }));
  await pressTo(page, rowMenuButton, 'ArrowRight', 3);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const disqualifyItem = menu.getByRole('menuitem', { name: 'Disqualify...' });
  for (let presses = 0; presses < 6 && !(await hasFocus(disqualifyItem)); presses += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const disqualify = page.getByRole('dialog', { name: 'Disqualify Registration?' });
  await disqualify.waitFor();
  expect(await hasFocus(disqualify.getByRole('textbox', { name: 'Reason (min. 10 characters)' }))).toBe(true);
  await page.keyboard.type('Entered twice under two names; keyboard check.');
  await tabTo(page, disqualify.getByRole('button', { name: 'Confirm Disqualification' }));
  await page.keyboard.press('Enter');
  await notices().getByText('Registration Disqualified').waitFor();
  await disqualify.waitFor({ state: 'detached' });
  // The row stays in view showing its new status, and focus is back on its menu button.
  await table.locator('tbody tr').filter({ has: rowMenuButton }).getByText('Disqualified').waitFor();
  await expectFocusOn(rowMenuButton, "the row's Actions button");
  await screenshot(page, 'keyboard-after-disqualify');

  const token = await idToken('admin@example.org');
  expect((await api(token, 'GET', `/admin/registrations/${id}`)).body.status).toBe('disqualified');
});

test('look up a payment and confirm it from the queue, by keyboard alone', async () => {
  const token = await idToken('admin@example.org');
  // Two payments on the queue's first page (20 rows), clear of the oldest that other tests confirm.
  const queued = (await api(token, 'GET', '/admin/payments/awaiting-confirmation?limit=20')).body.data;
  const target = queued[15];
  await signInByKeyboard('staff@example.org');
  await goByNav('Payments', 'Payment Management');

  const lookup = page.getByRole('textbox', { name: 'Payment ID or Merchant Transaction ID' });
  await tabTo(page, lookup);
  await page.keyboard.type(target.payment.paymentId);
  await page.keyboard.press('Enter');
  const card = page.getByRole('article', { name: `Payment ${target.payment.paymentId}` });
  await card.getByText('Ready for confirmation').waitFor();

  await tabTo(page, card.getByRole('button', { name: 'Confirm Payment' }));
  await screenshot(page, 'keyboard-payment-lookup');
  await page.keyboard.press('Enter');
  // The one question, on its Confirm Payment.
  const question = page.getByRole('dialog', { name: 'Confirm offline payment?' });
  await question.waitFor();
  expect(await hasFocus(question.getByRole('button', { name: 'Confirm Payment' }))).toBe(true);
  await page.keyboard.press('Enter');
  await notices().getByText('Payment Confirmed').waitFor();
  await card.getByRole('heading', { name: 'SUCCESS' }).waitFor();
  // The button is gone with the confirmation: focus stays on the card, not on the page body.
  await expectFocusOn(card, 'the payment card');
  expect((await api(token, 'GET', `/admin/registrations/${target.registrationId}`)).body.payment.status).toBe('success');

  // From the queue: its confirmation dialog opens on Confirm Payment; Escape gives focus back.
  const queue = page.getByRole('table', { name: 'Offline payments awaiting confirmation' });
  const second = queued[16];
  const rowButton = queue.getByRole('button', { name: `Confirm Payment ${second.payment.paymentId}` });
  await tabTo(page, rowButton, { max: 120 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm offline payment?' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocusOn(rowButton, "the row's Confirm Payment");
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  expect(await hasFocus(dialog.getByRole('button', { name: 'Confirm Payment' }))).toBe(true);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await rowButton.waitFor({ state: 'detached' });
  await expectFocusOn(queue, 'the queue table');
  expect((await api(token, 'GET', `/admin/registrations/${second.registrationId}`)).body.payment.status).toBe('success');
});

test('skip link, / to the search box, and the table as one Tab stop moved through with the arrow keys', async () => {
  await signInByKeyboard('admin@example.org');
  await goByNav('Registrations', 'Registrations');
  const table = page.getByRole('grid', { name: 'Registrations' });
  const rows = table.locator('tbody tr');
  await rows.nth(2).getByRole('link').waitFor();

  // The first Tab stop of a fresh page skips the sidebar and top bar.
  await page.reload();
  await rows.nth(2).getByRole('link').waitFor();
  await page.keyboard.press('Tab');
  await expectFocusOn(page.getByRole('link', { name: 'Skip to main content' }), 'the skip link');
  await page.keyboard.press('Enter');
  expect(await hasFocus(page.getByRole('main'))).toBe(true);

  // '/' jumps to the list's search box from anywhere but a text box.
  await page.keyboard.press('/');
  const searchBox = page.getByRole('textbox', { name: 'Search registrations' });
  await expectFocusOn(searchBox, 'the search box');
  expect(await searchBox.inputValue()).toBe('');

  // Tab reaches the table once, on the first row's ID; the arrows move between rows and controls.
  const ids = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('a')!.textContent!));
  await tabTo(page, table.getByRole('link', { name: ids[0], exact: true }));
  await page.keyboard.press('ArrowDown');
  await expectFocusOn(table.getByRole('link', { name: ids[1], exact: true }), "the second row's ID");
  await page.keyboard.press('ArrowRight');
  await expectFocusOn(page.getByRole('button', { name: `Actions for ${ids[1]}` }), "the second row's Actions");
  await page.keyboard.press('ArrowDown');
  const thirdActions = page.getByRole('button', { name: `Actions for ${ids[2]}` });
  await expectFocusOn(thirdActions, "the third row's Actions");
  // Focus on the Actions leaves the ID column in view.
  const idCell = table.getByRole('link', { name: ids[2], exact: true });
  const [idBox, tableBox] = await Promise.all([idCell.boundingBox(), table.boundingBox()]);
  expect(idBox!.x).toBeGreaterThanOrEqual(tableBox!.x);
  expect(await page.evaluate(() => document.querySelector('[data-testid="registrations-table-container"]')!.scrollLeft)).toBe(0);
  await page.keyboard.press('ArrowLeft');
  await expectFocusOn(idCell, "the third row's ID");

  // One Tab leaves the table; Shift+Tab comes back to the control last used in it.
  const last = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
  await page.keyboard.press('Tab');
  expect(await table.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)).toBe(last);
  // Last: a full-page screenshot resizes the viewport to the page's height while it is taken.
  await screenshot(page, 'keyboard-grid');
});

test("the sidebar's hints arriving while a link has focus do not cost a keyboard user their place", async () => {
  // The layout fetches MUI's Tooltip on the first key press and wraps its links in it once it has
  // come, redrawing each link that focus leaves. Held back here until a link has focus.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let tooltipAsked!: () => void;
  const asked = new Promise<void>((resolve) => (tooltipAsked = resolve));
  await page.route(
    (url) => url.href.startsWith(portalUrl('/')) && url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (body.includes('MuiTooltip')) {
        tooltipAsked();
        await released;
      }
      await route.fulfill({ response, body });
    },
  );
  await signInByKeyboard('admin@example.org');
  await tabTo(page, mainNav().getByRole('link', { name: 'Dashboard' }));
  await asked;
  const next = mainNav().getByRole('link', { name: 'Registrations' });
  const before = await next.elementHandle();
  release();
  // The links without focus are wrapped (redrawn) once the Tooltip has come.
  await page.waitForFunction((link) => !link!.isConnected, before);
  await page.keyboard.press('Tab');
  await expectFocusOn(next, 'the Registrations link');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Registrations' }).waitFor();
});
