import type { Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api, withThemePreference } from '../src/api';
import { apiUrl, DESKTOP, PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';
import { PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS } from '../../shared/src/domain/common/labels';

// What a walk through every screen as each role found: one test a bug, each against the real API.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const notices = () => page.getByRole('region', { name: 'Notifications' });

/** In the page: whether it is drawn dark as `wanted` (true) or light (false). */
const isDark = (wanted: boolean) => (getComputedStyle(document.body).backgroundColor !== 'rgb(255, 255, 255)') === wanted;
const dark = () => page.evaluate(isDark, true);

/** Screenshots at both widths in both themes, the page left at the desktop width in the theme it had. */
async function shots(name: string): Promise<void> {
  for (let turn = 0; turn < 2; turn += 1) {
    const theme = (await dark()) ? 'dark' : 'light';
    await screenshot(page, `${name}-1366-${theme}`, { fullPage: false });
    await page.setViewportSize(PHONE);
    await screenshot(page, `${name}-390-${theme}`, { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.waitForFunction(isDark, theme === 'light');
    // Away from the toggle, so its tooltip is not in the next shots.
    await page.mouse.move(0, DESKTOP.height - 1);
  }
}

test('time zone: Asia/Kolkata is found by city, country and abbreviation, with its offset, and comes first', async () => {
  await signIn(page, 'staff@example.org');
  await page.goto(portalUrl('/profile?tab=preferences'));
  const box = page.getByRole('combobox', { name: 'Time zone' });
  await box.waitFor();
  expect(await box.inputValue()).toBe('Asia/Kolkata (India, UTC+05:30)');
  for (const typed of ['Kolk', 'india', 'IST']) {
    await box.fill(typed);
    await page.getByRole('option', { name: 'Asia/Kolkata (India, UTC+05:30)', exact: true }).waitFor();
  }
  await box.fill('');
  const first = page.getByRole('listbox').getByRole('option').first();
  expect(await first.textContent()).toBe('Asia/Kolkata (India, UTC+05:30)');
  await screenshot(page, 'preferences-time-zone-list-1366-light', { fullPage: false });
});

/**
 * Text cut short anywhere in the table's body: each cell and what it holds, measured. Only the demo
 * data's rows (REG-0001234) are judged: other files add rows with long made-up ids and names on purpose,
 * and which of them a search lists depends on which files ran before.
 */
const cutCells = () =>
  page.evaluate(() => {
    const demoRows = Array.from(document.querySelectorAll('table[aria-label="Registrations"] tbody tr')).filter((row) =>
      /^REG-\d+$/.test(row.querySelector('a')?.textContent ?? ''),
    );
    // Nothing judged would pass by itself: it says so instead.
    if (demoRows.length === 0) return ['no row of the demo data on screen'];
    return (
      demoRows
        .flatMap((row) => Array.from(row.querySelectorAll('td, td *')))
        .filter((element) => {
          const style = getComputedStyle(element);
          const clips = style.overflow !== 'visible' || style.textOverflow === 'ellipsis';
          return clips && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
        })
        .map((element) => element.textContent)
        // A header runs into the next one rather than being clipped: its text is wider than the cell.
        .concat(
          Array.from(document.querySelectorAll('table[aria-label="Registrations"] thead th'))
            .filter((th) => th.scrollWidth > th.clientWidth + 1)
            .map((th) => `header ${th.textContent}`),
        )
    );
  });

test('the desktop table at 1366 px shows phone numbers, status badges, cadres, names and schools whole', async () => {
  await signIn(page, 'admin@example.org');
  const everyColumn = 'columns=name,contactNumber,school,centerCode,std,cadre,levelEnrolled,paymentStatus,status';
  for (const view of ['?status=disqualified', '?q=%2B91', `?cadre=${encodeURIComponent('Super Senior Level')}`, '?sort=school&order=desc']) {
    await page.goto(portalUrl(`/registrations${view}`));
    await page.locator('table[aria-label="Registrations"] tbody tr').first().waitFor();
    expect(await cutCells()).toEqual([]);
    const container = page.getByTestId('registrations-table-container');
    expect(await container.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  }
  await page.goto(portalUrl('/registrations?status=disqualified'));
  await page.locator('table[aria-label="Registrations"] tbody tr').first().waitFor();
  await screenshot(page, 'registrations-whole-cells-1366-light', { fullPage: false });

  // Compact rows keep to one line, and every column (the Center's too) leaves School little room:
  // names and schools may be cut short there, never a phone number or a badge (issue 60, item 20).
  const badges: string[] = [...Object.values(REGISTRATION_STATUS_LABELS), ...Object.values(PAYMENT_STATUS_LABELS)];
  for (const view of [
    `?q=%2B91&${everyColumn}`,
    '?q=%2B91&density=compact',
    `?q=%2B91&density=compact&${everyColumn}`,
    '?status=disqualified&density=compact',
  ]) {
    await page.goto(portalUrl(`/registrations${view}`));
    await page.locator('table[aria-label="Registrations"] tbody tr').first().waitFor();
    const cut = await cutCells();
    expect(cut.filter((text) => /^\+?\d{10,13}$/.test(text ?? '') || badges.includes(text ?? ''))).toEqual([]);
  }
  await screenshot(page, 'registrations-compact-every-column-1366-light', { fullPage: false });
});

test('a superadmin cannot change their own role or remove themself, on screen or through the API', async () => {
  const token = await idToken('superadmin@example.org');
  const accounts = (await api(token, 'GET', '/admin/staff-accounts')).body.data as { id: string; email: string }[];
  const own = accounts.find((account) => account.email === 'superadmin@example.org')!;
  const demoted = await api(token, 'PUT', `/admin/staff-accounts/${own.id}/role`, { role: 'admin' });
  expect(demoted).toEqual({ status: 409, body: { code: 'cannot-change-own-role', message: 'You cannot change your own role; another superadmin can.' } });
  expect((await api(token, 'DELETE', `/admin/staff-accounts/${own.id}`)).status).toBe(409);

  await signIn(page, 'superadmin@example.org');
  await page.goto(portalUrl('/settings?tab=users'));
  const ownRow = page.locator('tr[data-email="superadmin@example.org"]');
  const role = ownRow.getByRole('combobox', { name: 'Role of superadmin@example.org' });
  await role.waitFor();
  expect(await role.getAttribute('aria-disabled')).toBe('true');
  await ownRow.getByText('Your own role; another superadmin can change it.').waitFor();
  expect(await ownRow.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
  await screenshot(page, 'settings-users-own-row-1366-light', { fullPage: false });
});

test('a list that cannot be loaded shows no page count and no Next button', async () => {
  await signIn(page, 'staff@example.org');
  await page.route(
    (url) => url.href.startsWith(apiUrl('/admin/registrations?')) || url.href.startsWith(apiUrl('/admin/registrations/count?')),
    (route) => route.abort('connectionrefused'),
  );
  await page.goto(portalUrl('/registrations'));
  await page.getByRole('alert').filter({ hasText: 'Could not fetch registrations from the server.' }).first().waitFor();
  expect(await page.getByText(/of more than/).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Go to next page' }).count()).toBe(0);
  await screenshot(page, 'registrations-load-failed-1366-light', { fullPage: false });
  await page.unrouteAll();
});

test("the audit trail's date fields are written in the portal's format and readable in the dark theme", async () => {
  // Dark as the account's own theme, so the page never turns as its preferences arrive.
  await withThemePreference('admin@example.org', 'dark', async () => {
    await signIn(page, 'admin@example.org');
    await page.goto(portalUrl('/audit'));
    const from = page.getByRole('textbox', { name: 'From' });
    await from.waitFor();
    await page.waitForFunction(isDark, true);
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await from.fill('01/11/2026');
    await from.press('Enter');
    await page.waitForURL(/[?&]from=2026-11-01/);
    // The calendar button is drawn in the theme's text colour: light on the dark page.
    const icon = page.getByRole('button', { name: 'Choose the From date' });
    const brightness = await icon.evaluate((element) => {
      const [r, g, b] = getComputedStyle(element).color.match(/\d+/g)!.map(Number);
      return (r! + g! + b!) / 3;
    });
    expect(brightness).toBeGreaterThan(150);
    await from.fill('31/02/2026');
    await from.press('Enter');
    await page.getByText('Write the date as dd/mm/yyyy, for example 21/11/2026.').waitFor();
    await shots('audit-date-fields');
  });
});

test('counts of one read in the singular: the import check, its button and its notice', async () => {
  await signIn(page, 'superadmin@example.org');
  await page.goto(portalUrl('/settings?tab=data'));
  const run = Date.now();
  const csv =
    'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus\n' +
    `ONE-${run},One Pupil,female,96${String(run).slice(-8)},Hill School,4th,Primary Level,BUD,DLH01,PAY-ONE-${run},online,300,success\n`;
  await page.getByLabel('CSV file to import').setInputFiles({ name: 'one.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByText('1 row checked: 1 ready to import').waitFor();
  await page.getByRole('button', { name: 'Import 1 Registration', exact: true }).click();
  await notices().getByText('1 registration imported from one.csv.').waitFor();
});

test('a bulk confirm tells its result once, in plain words', async () => {
  const token = await idToken('admin@example.org');
  const [paid] = (await api(token, 'GET', '/admin/registrations?paymentStatus=success&status=active&limit=1&offset=30')).body.data;
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl(`/registrations?q=${paid.registrationId}`));
  await page.getByRole('checkbox', { name: `Select ${paid.registrationId}` }).check();
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  await page.getByRole('menuitem', { name: 'Confirm Payment' }).click();
  await page
    .getByRole('dialog', { name: /^Confirm Payment for 1 registration/ })
    .getByRole('button', { name: 'Apply' })
    .click();
  const result = page.getByRole('main').getByRole('region', { name: 'Bulk action progress' });
  await result.getByText('Confirm Payment finished').waitFor({ timeout: 60_000 });
  await result.getByText('0 updated, 1 skipped: This payment is already confirmed.', { exact: true }).waitFor();
  expect(
    await notices()
      .getByText(/Confirm Payment/)
      .count(),
  ).toBe(0);
  await shots('bulk-confirm-result');
});

test('slow start-up calls leave the top bar and the screen skeleton on screen, not a blank page', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.href.startsWith(apiUrl('/admin/profile/preferences')),
    async (route) => {
      await held;
      await route.continue().catch(() => {});
    },
  );
  await signIn(page, 'staff@example.org');
  await page.getByLabel('Loading Dashboard').waitFor();
  await page.getByRole('button', { name: 'Toggle theme' }).waitFor();
  await page.getByRole('button', { name: 'Toggle Sidebar' }).waitFor();
  await screenshot(page, 'start-up-slow-1366-light', { fullPage: false });
  release();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.unrouteAll();
});

test('a person with no role gets no welcome over Access denied, and no button back to it', async () => {
  await signIn(page, 'norole@example.org', /\/403$/);
  await page.getByRole('heading', { name: 'Access denied' }).waitFor();
  await page.getByText('Your account has no role in the portal yet. Ask a superadmin to give you one.').waitFor();
  expect(await notices().getByText('Welcome back').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Dashboard' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  await screenshot(page, 'access-denied-no-role-1366-light', { fullPage: false });
});

test('an audit-log export counts its rows right and names its file in India time, as Started shows', async () => {
  await signIn(page, 'superadmin@example.org');
  await page.goto(portalUrl('/settings?tab=data'));
  await page.getByRole('button', { name: 'Export Audit Log' }).click();
  const latest = page.getByRole('table', { name: 'Latest exports' });
  const row = latest
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: /^Download audit-log-/ }) })
    .first();
  await row.waitFor({ timeout: 60_000 });
  const [file, started, , rows] = await row.locator('td').allTextContents();
  const [done, total] = rows!.split(' / ');
  expect(done).toBe(total);
  // audit-log-2026-11-26-13-05-12.csv beside "26 Nov 2026, 01:05 pm".
  const [, hour, minute] = /^audit-log-\d{4}-\d{2}-\d{2}-(\d{2})-(\d{2})-\d{2}\.csv$/.exec(file!)!;
  const [, shownHour, shownMinute, half] = /(\d{2}):(\d{2}) (am|pm)$/.exec(started!)!;
  expect(Number(hour)).toBe((Number(shownHour) % 12) + (half === 'pm' ? 12 : 0));
  expect(minute).toBe(shownMinute);
});

test('on a phone the dashboard is as wide as the screen, so it cannot be zoomed out', async () => {
  const context = await browserPage.context().browser()!.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const phone = await context.newPage();
    await signIn(phone, 'staff@example.org');
    await phone.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await phone.locator('table').first().waitFor({ state: 'attached' });
    expect(await phone.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
  } finally {
    await context.close();
  }
});

test('an admin who opens /settings reads that settings are for the superadmin', async () => {
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl('/settings'));
  await page.getByText('Access Denied - You need admin privileges to access settings.').waitFor();
  await page.getByText('Settings are for the superadmin: ask them for a change.').waitFor();
  await screenshot(page, 'settings-admin-denied-1366-light', { fullPage: false });
});

test('an import file with a NUL byte is refused in plain words, naming the line', async () => {
  await signIn(page, 'superadmin@example.org');
  await page.goto(portalUrl('/settings?tab=data'));
  const csv =
    'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus\n' +
    'NUL-1,Nul Pupil,female,9612345678,Hill School,4th,Primary Level,BUD,DLH01,PAY-NUL-1,online,300,success\n' +
    'NUL-2,Nul\u0000Pupil,female,9612345679,Hill School,4th,Primary Level,BUD,DLH01,PAY-NUL-2,online,300,success\n';
  await page.getByLabel('CSV file to import').setInputFiles({ name: 'nul.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const alert = page.getByRole('alert').filter({ hasText: 'Line 3' });
  await alert.waitFor();
  expect(await alert.textContent()).toBe(
    'Line 3 of nul.csv holds a NUL character (a zero byte), which a CSV file of text cannot hold; nothing was imported. Save the file again as "CSV UTF-8" and choose it again.',
  );
  await screenshot(page, 'import-nul-refused-1366-light', { fullPage: false });
});

test("Duplicate Audit: a group resolved here stays on screen, Resolved, when the live feed refetches; a colleague's resolved group leaves", async () => {
  // Two groups of this test's own, found by one name: two rows each on a number of their own.
  const n = `${Date.now() % 100_000_000}`.padStart(8, '0');
  const word = `Vanishcheck${String.fromCharCode(...[...n].map((digit) => 97 + Number(digit)))}`;
  const rows = [
    ['A1', 'Asha', `97${n}`],
    ['A2', 'Asha', `97${n}`],
    ['B1', 'Bela', `96${n}`],
    ['B2', 'Bela', `96${n}`],
  ];
  const csv =
    'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus\n' +
    rows
      .map(
        ([id, first, phone]) =>
          `REG-0001500-VAN${id}-${n},${first} ${word},female,${phone},Audit School,4th,Kids Level,BUD,DLH01,PAY-VAN${id}-${n},offline,300,pending\n`,
      )
      .join('');
  expect((await api(await idToken('superadmin@example.org'), 'POST', '/admin/imports', { csv })).status).toBeLessThan(300);

  await signIn(page, 'admin@example.org');
  // A list without these rows: only the Audit's groups hold them.
  await page.goto(portalUrl('/registrations?status=disqualified'));
  await page
    .getByTestId('live-indicator')
    .filter({ hasText: /^Live$/ })
    .waitFor();
  await page.getByRole('button', { name: 'Duplicate Audit' }).click();
  const overlay = page.getByRole('dialog', { name: /Duplicate Audit/ });
  await overlay.getByLabel('Search duplicate groups by phone number or name').fill(word);
  const mine = overlay.getByRole('region', { name: `Contact 97${n}` });
  const theirs = overlay.getByRole('region', { name: `Contact 96${n}` });
  await mine.waitFor();
  await theirs.waitFor();

  await mine.getByRole('button', { name: 'Mark as Duplicate' }).first().click();
  await mine.getByText('Resolved', { exact: true }).waitFor();
  // A colleague resolves the other group: when its card has gone, the feed has been heard past this
  // person's own change, and their group is still there, Resolved.
  const token = await idToken('superadmin@example.org');
  expect((await api(token, 'PUT', `/admin/registrations/REG-0001500-VANB1-${n}/status`, { status: 'duplicate' })).status).toBe(200);
  await theirs.waitFor({ state: 'detached' });
  expect(await mine.getByText('Resolved', { exact: true }).isVisible()).toBe(true);
  await screenshot(page, 'duplicate-audit-resolved-stays-1366-light', { fullPage: false });
});
