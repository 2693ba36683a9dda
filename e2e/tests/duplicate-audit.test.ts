import type { Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api } from '../src/api';
import { waitForStillness } from '../src/axe';
import { DESKTOP, PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// The Duplicate Audit at the demo data's size (300+ shared numbers, most of them siblings): a
// search by phone or name, the unresolved groups only by default, most alike first with the
// reasons, and a stored, audited "Not a duplicate".

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const overlay = () => page.getByRole('dialog', { name: /Duplicate Audit/ });
const searchBox = () => overlay().getByRole('textbox', { name: 'Search duplicate groups by phone number or name' });
const groupOf = (phone: string) => overlay().getByRole('region', { name: `Contact ${phone}` });

/** Unresolved groups as the screen asks for them, most alike first. */
async function unresolvedGroups(token: string, extra = ''): Promise<{ data: any[]; total: number }> {
  return (await api(token, 'GET', `/admin/registrations/duplicates?unresolved=true&sort=likeness${extra}`)).body;
}

async function openAudit(email = 'admin@example.org'): Promise<void> {
  await signIn(page, email);
  await page.goto(portalUrl('/registrations?duplicateAudit=open'));
  await overlay()
    .getByText(/groups? to resolve$/)
    .waitFor();
}

test('the groups to resolve come most alike first, each with the reasons; siblings come last', async () => {
  const token = await idToken('admin@example.org');
  const { total } = await unresolvedGroups(token, '&limit=1');
  const last = (await unresolvedGroups(token, `&limit=1&offset=${total - 1}`)).data[0];
  expect(last.likeness).toBe('likely_siblings');
  await openAudit();
  expect(
    await overlay()
      .getByText(`${total.toLocaleString('en-IN')} groups to resolve`)
      .count(),
  ).toBe(1);
  const first = overlay().getByRole('region').first();
  await first.getByText('Same name', { exact: true }).waitFor();
  await first.getByText(/^same name · /).waitFor();
  await screenshot(page, 'duplicate-audit-ranked-1366-light', { fullPage: false });
});

test('a parent phones: their number typed, the duplicate is resolved in one action, and the group is then resolved', async () => {
  const token = await idToken('admin@example.org');
  // The same child registered twice: the same name, two active registrations.
  const group = (await unresolvedGroups(token, '&limit=20')).data.find((g) => g.likeness === 'same_name' && g.activeCount === 2);
  const later = group.registrations.filter((r: { status: string }) => r.status === 'active').at(-1);
  await openAudit();
  // Typed as a parent says it, with the country code.
  await searchBox().fill(`+91 ${group.contactNumber}`);
  const card = groupOf(group.contactNumber);
  await card.waitFor();
  // Only that number's group, once the search has answered.
  await overlay().getByRole('region').nth(1).waitFor({ state: 'detached' });
  await card.getByText('Same name', { exact: true }).waitFor();
  await screenshot(page, 'duplicate-audit-search-1366-light', { fullPage: false });
  // The one action: Mark as Duplicate on the later registration.
  const rows = card.locator('tbody tr');
  await rows.filter({ hasText: later.registrationId }).getByRole('button', { name: 'Mark as Duplicate' }).click();
  // Marked and resolved on the card, or, once the list has been fetched again (the live update of
  // the change can do that at once), the group gone from the unresolved list.
  await card
    .getByText('Resolved', { exact: true })
    .or(overlay().getByText(/^No unresolved duplicate groups match /))
    .first()
    .waitFor();
  expect((await api(token, 'GET', `/admin/registrations/${later.registrationId}`)).body.status).toBe('duplicate');
  expect((await unresolvedGroups(token, `&q=${group.contactNumber}`)).data).toEqual([]);
});

test('"Not a duplicate" takes a group of siblings off the list, audited, and it shows with its verdict among all groups', async () => {
  const token = await idToken('admin@example.org');
  const { total } = await unresolvedGroups(token, '&limit=1');
  const siblings = (await unresolvedGroups(token, `&limit=1&offset=${total - 2}`)).data[0];
  expect(siblings.likeness).toBe('likely_siblings');
  await openAudit();
  await searchBox().fill(siblings.contactNumber);
  const card = groupOf(siblings.contactNumber);
  await card.getByText('Likely siblings', { exact: true }).waitFor();
  await card.getByText(/^different first names · same surname/).waitFor();
  await card.getByRole('button', { name: 'Not a duplicate' }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByText('Not a duplicate', { exact: true }).waitFor();
  await overlay().getByText(`No unresolved duplicate groups match "${siblings.contactNumber}".`).waitFor();
  // The verdict's entry names a contact number as its target; the trail shows entries with a
  // target to the settings permission only, so the superadmin reads it.
  const audit = (await api(await idToken('superadmin@example.org'), 'GET', '/admin/audit?action=duplicate_group.not_duplicate')).body.data;
  expect(audit.map((entry: { target?: { id: string } }) => entry.target?.id)).toContain(siblings.contactNumber);

  await overlay().getByRole('switch', { name: 'Unresolved only' }).uncheck();
  await card.getByText(/^Not a duplicate \(admin@example\.org, /).waitFor();
  expect(await card.getByRole('button', { name: 'Not a duplicate' }).count()).toBe(0);
  await screenshot(page, 'duplicate-audit-verdict-1366-light', { fullPage: false });
});

test('on a phone each registration is a card whose action is on screen and big enough to touch; both themes', async () => {
  const token = await idToken('admin@example.org');
  const group = (await unresolvedGroups(token, '&limit=1&offset=3')).data[0];
  await page.setViewportSize(PHONE);
  await openAudit();
  await searchBox().fill(group.contactNumber);
  const card = groupOf(group.contactNumber);
  await overlay().getByRole('region').nth(1).waitFor({ state: 'detached' });
  const button = card.getByRole('button', { name: 'Mark as Duplicate' }).first();
  await button.waitFor();
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'duplicate-audit-390-light', { fullPage: false });
  await overlay().getByRole('button', { name: 'Close Duplicate Audit' }).click();
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('button', { name: 'Duplicate Audit' }).click();
  await searchBox().fill(group.contactNumber);
  await card.waitFor();
  await overlay().getByRole('region').nth(1).waitFor({ state: 'detached' });
  await waitForStillness(page);
  await screenshot(page, 'duplicate-audit-390-dark', { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'duplicate-audit-1366-dark', { fullPage: false });
});
