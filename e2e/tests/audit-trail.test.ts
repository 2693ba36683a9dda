import type { Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api } from '../src/api';
import { DESKTOP, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// The audit trail as staff read it: what each entry is about, only the fields that changed, every
// action to filter by, filters that forgive case and take part of a value, and a date range the
// wrong way round told plainly with no stale rows left on screen.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const entries = () => page.getByRole('table', { name: 'Audit entries' });
const entryRows = () => entries().locator('tbody tr');

// The settings permission reads every entry; anyone else's trail holds registration and payment entries only.
async function openAudit(query = ''): Promise<void> {
  await signIn(page, 'superadmin@example.org');
  await page.goto(portalUrl(`/audit${query}`));
}

/** Types `value` into the filter field `label` and waits until the trail's answer to it (`param` in the address and the request) is on screen. */
async function filterBy(label: string, param: string, value: string): Promise<void> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/audit' && new URL(r.url()).searchParams.get(param) === value);
  await page.getByRole('textbox', { name: label }).fill(value);
  await page.waitForURL((url) => url.searchParams.get(param) === value);
  await answered;
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await entryRows().first().waitFor();
}

test('entries about a centre, a template, a flag and a staff account say which, and list only what changed', async () => {
  const token = await idToken('superadmin@example.org');
  const code = `AU${String(Date.now()).slice(-6)}`;
  const center = (await api(token, 'POST', '/admin/centers', { code, name: 'Audit Hall', city: 'Agra' })).body;
  expect((await api(token, 'PUT', `/admin/centers/${center.id}`, { code, name: 'Audit Hall', city: 'Mathura', version: center.version })).status).toBe(200);
  const [template] = (await api(token, 'GET', '/admin/notification-templates')).body.data;
  expect((await api(token, 'PUT', `/admin/notification-templates/${template.id}`, { subject: `${template.subject}!`, content: template.content })).status).toBe(
    200,
  );
  expect((await api(token, 'PUT', `/admin/notification-templates/${template.id}`, { subject: template.subject, content: template.content })).status).toBe(200);
  // Not orgWide2FA: switched on, it asks this password-only session for a passkey before switching it off.
  expect((await api(token, 'PUT', '/admin/feature-flags/commandPalette', { enabled: false })).status).toBe(200);
  expect((await api(token, 'PUT', '/admin/feature-flags/commandPalette', { enabled: true })).status).toBe(200);
  expect((await api(token, 'DELETE', `/admin/centers/${center.id}`)).status).toBe(204);

  await openAudit('?action=center.updated');
  const centerRow = entryRows().filter({ hasText: code }).first();
  await centerRow.waitFor();
  expect(await centerRow.textContent()).toContain(`Center ${code}`);
  const changes = await centerRow.locator('li').allTextContents();
  expect(changes).toEqual(['City: Agra → Mathura']);

  await page.goto(portalUrl('/audit?action=template.updated'));
  const templateRow = entryRows().first();
  await templateRow.waitFor();
  expect(await templateRow.textContent()).toContain(`Template ${template.name}`);
  expect(await templateRow.locator('li').allTextContents()).toEqual([`Subject: ${template.subject}! → ${template.subject}`]);

  await page.goto(portalUrl('/audit?action=feature_flag.updated'));
  await entryRows().first().waitFor();
  expect(await entryRows().first().textContent()).toContain('Feature flag Command Palette');

  await page.goto(portalUrl('/audit?action=staff.role_changed'));
  await entries().or(page.getByText('No audit entries match these filters.')).first().waitFor();
  if (await entryRows().count()) expect(await entryRows().first().textContent()).toMatch(/Staff account \S+@\S+/);
  await screenshot(page, 'audit-staff-entries');
});

test('the action filter offers the settings permission settings, centre, template, flag and staff actions, and filters by one', async () => {
  await openAudit();
  await entryRows().first().waitFor();
  await page.getByRole('combobox', { name: 'Action' }).click();
  // The settings actions join the list once the role is read from the session.
  await page.getByRole('option', { name: 'Settings updated' }).waitFor();
  const options = await page.getByRole('option').allTextContents();
  for (const action of ['Payment confirmed', 'Settings updated', 'Center updated', 'Template updated', 'Feature flag updated', 'Staff removed']) {
    expect(options).toContain(action);
  }
  await page.getByRole('option', { name: 'Feature flag updated' }).click();
  await page.waitForURL((url) => url.searchParams.get('action') === 'feature_flag.updated');
  // The rows of the earlier answer stay until the filtered one arrives.
  await page.waitForFunction(() => {
    const cells = Array.from(document.querySelectorAll('table[aria-label="Audit entries"] tbody tr td:nth-child(3)'));
    return cells.length > 0 && cells.every((cell) => cell.textContent === 'Feature flag updated');
  });
  const whats = await entries().locator('tbody tr td:nth-child(3)').allTextContents();
  expect(new Set(whats)).toEqual(new Set(['Feature flag updated']));
});

test("a viewer's trail holds registration and payment entries only, and its action filter offers only those", async () => {
  await signIn(page, 'viewer@example.org');
  await page.goto(portalUrl('/audit?action=staff.created'));
  await page.getByText('No audit entries match these filters.').waitFor();
  await page.goto(portalUrl('/audit'));
  await entryRows().first().waitFor();
  expect(
    await entries()
      .getByText(/^Staff account /)
      .count(),
  ).toBe(0);
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Payment confirmed' }).waitFor();
  const options = await page.getByRole('option').allTextContents();
  for (const hidden of ['Settings updated', 'Staff created', 'Profile updated']) expect(options).not.toContain(hidden);
  await screenshot(page, 'audit-viewer-filter');
});

test('actor and registration filters forgive case and take part of the value, as the list search does', async () => {
  await openAudit();
  await entryRows().first().waitFor();
  await filterBy('Actor e-mail', 'actor', 'SUPERADMIN@EXAMPLE');
  const actors = await entries().locator('tbody tr td:nth-child(2)').allTextContents();
  expect(actors.length).toBeGreaterThan(0);
  for (const actor of actors) expect(actor).toContain('superadmin@example.org');

  await page.goto(portalUrl('/audit'));
  await entryRows().first().waitFor();
  await filterBy('Registration ID', 'registrationId', 'reg-000012');
  const ids = await entries().locator('tbody tr td:nth-child(4) a').allTextContents();
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(id).toMatch(/^REG-000012/);
});

test('a date range the wrong way round is told plainly and leaves no old rows on screen', async () => {
  await openAudit();
  await entryRows().first().waitFor();
  // Typed as the portal writes dates (en-IN: day first), applied on Enter.
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('10/06/2026');
  await page.getByRole('textbox', { name: 'From', exact: true }).press('Enter');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('01/06/2026');
  await page.getByRole('textbox', { name: 'To', exact: true }).press('Enter');
  await page.getByText('"From" must be on or before "To".').waitFor();
  expect(await entries().count()).toBe(0);
  expect(await page.getByText('Failed to fetch audit logs').count()).toBe(0);
  await screenshot(page, 'audit-inverted-range');
});

test('at 1366 px every column of the trail is whole in the window: Changes and Note wrap rather than run past the right edge (issue 60, item 15)', async () => {
  await openAudit();
  await entryRows().nth(20).waitFor();
  const overflow = await entries().evaluate((table) => {
    const container = table.parentElement!;
    const right = Math.min(container.getBoundingClientRect().right, window.innerWidth);
    const cut = Array.from(table.querySelectorAll('th, td'))
      .filter((cell) => cell.getBoundingClientRect().right > right + 0.5)
      .map((cell) => cell.textContent?.slice(0, 40));
    return { scroll: container.scrollWidth - container.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth, cut: [...new Set(cut)] };
  });
  expect(overflow).toEqual({ scroll: 0, page: 0, cut: [] });
  await screenshot(page, 'audit-trail-whole-1366-light', { fullPage: false });
});
