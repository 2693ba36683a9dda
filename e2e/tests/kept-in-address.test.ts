import type { Page } from 'playwright-core';
import { DESKTOP, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// Views a person opens and expects to find again on reload or from a shared link: the Duplicate
// Audit overlay and the profile's Security tab. Also the edit dialog's read-only payment fields.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

test('the Duplicate Audit overlay is kept in the address: a reload opens it again, closing removes it', async () => {
  await signIn(page, 'viewer@example.org');
  await page.goto(portalUrl('/registrations?cadre=Kids+Level'));
  await page.getByRole('button', { name: 'Duplicate Audit' }).click();
  await page.waitForURL((url) => url.searchParams.get('duplicateAudit') === 'open' && url.searchParams.get('cadre') === 'Kids Level');
  await page.reload();
  const overlay = page.getByRole('dialog', { name: /Duplicate Audit/ });
  await overlay.waitFor();
  await overlay.getByRole('button', { name: 'Close Duplicate Audit' }).click();
  await page.waitForURL((url) => !url.searchParams.has('duplicateAudit') && url.searchParams.get('cadre') === 'Kids Level');
});

test("the profile's Security tab is kept in the address", async () => {
  await signIn(page, 'viewer@example.org');
  await page.goto(portalUrl('/profile'));
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'security');
  await page.reload();
  await page.getByRole('tab', { name: 'Security', selected: true }).waitFor();
  await page.getByRole('tab', { name: 'General' }).click();
  await page.waitForURL((url) => !url.searchParams.has('tab'));
});

test("the edit dialog's payment fields are read-only and look it", async () => {
  await signIn(page, 'staff@example.org');
  await page.goto(portalUrl('/registrations?q=REG-0000300'));
  await page.getByRole('button', { name: 'Actions for REG-0000300' }).click();
  await page.getByRole('menuitem', { name: 'Edit Registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Registration' });
  await dialog.getByText('Read-only: payments are confirmed on the Payments screen.').waitFor();
  const paymentId = dialog.getByRole('textbox', { name: 'Payment ID' });
  expect(await paymentId.getAttribute('readonly')).not.toBeNull();
  const background = (name: string) =>
    dialog.getByRole('textbox', { name }).evaluate((input) => getComputedStyle(input.closest('.MuiInputBase-root')!).backgroundColor);
  const looks = { readOnlyBackground: await background('Payment ID'), editableBackground: await background('Full Name') };
  expect(looks.readOnlyBackground).not.toBe(looks.editableBackground);
  for (const theme of ['light', 'dark'] as const) {
    // The top bar is inert behind the dialog, so its theme button is pressed from the page.
    if (theme === 'dark') await page.locator('button[aria-label="Toggle theme"]').evaluate((button) => (button as HTMLButtonElement).click());
    await screenshot(page, `registrations-edit-readonly-${theme}`);
  }
});
