import type { Locator, Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api, newStaffAccount, useThrowawayAccounts, withThemePreference } from '../src/api';
import { apiUrl, DESKTOP, PHONE, portalUrl, resizeToPhone, screenshot, signIn, useBrowserPage } from '../src/browser';

// Daily friction of the second walk through every screen: shortcuts to what staff reach for often.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

test('Preferences is one step away, in the user menu', async () => {
  await signIn(page, 'staff@example.org');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Preferences' }).click();
  await page.waitForURL(/\/profile\?tab=preferences$/);
  await page.getByRole('tab', { name: 'Preferences', selected: true }).waitFor();
  await page.getByRole('button', { name: 'Save Preferences' }).waitFor();
});

test("the Columns menu: a click on a column's name shows or hides it, as its checkbox does", async () => {
  await signIn(page, 'staff@example.org');
  await page.goto(portalUrl('/registrations'));
  await page.getByRole('button', { name: 'Columns' }).click();
  const menu = page.getByRole('dialog', { name: 'Columns' });
  await menu.getByText('Contact', { exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('columns')?.includes('contactNumber') === false);
  await menu.getByRole('checkbox', { name: 'Show Contact', checked: false }).waitFor();
  await screenshot(page, 'registrations-columns-menu-1366-light', { fullPage: false });
  await menu.getByText('Contact', { exact: true }).click();
  await menu.getByRole('checkbox', { name: 'Show Contact', checked: true }).waitFor();
  await page.waitForURL((url) => !url.searchParams.has('columns') || url.searchParams.get('columns')!.includes('contactNumber'));
});

/** The open menu has finished fading in (a screenshot shows it, not its animation). */
const menuShown = async () => {
  // The menu on screen: another, closed but still fading out, may come first in the page.
  const menu = await page.getByRole('menu').elementHandle();
  await page.waitForFunction((shown) => getComputedStyle(shown!.parentElement!).opacity === '1', menu);
};

/** A saved view's search: its name in letters and digits (as the list writes it in its address). */
const searchOf = (name: string) => name.replace(/[^A-Za-z0-9]/g, '');

/** Saved views of staff@example.org made for one test, named apart from every other test's. */
async function staffViews(...names: string[]): Promise<{ token: string; ids: string[] }> {
  const token = await idToken('staff@example.org');
  const ids: string[] = [];
  for (const name of names) {
    const saved = await api(token, 'POST', '/admin/registration-views', { name, query: `q=${searchOf(name)}`, shared: false });
    expect(saved.status).toBe(201);
    ids.push(saved.body.id);
  }
  return { token, ids };
}

test('saved views: each is renamed or deleted from the Views menu itself, without opening it', async () => {
  const tag = `${Date.now()}`;
  const { token, ids } = await staffViews(`Rename me ${tag}`, `Delete me ${tag}`);
  await signIn(page, 'staff@example.org');
  await page.goto(portalUrl('/registrations?sort=school&order=asc'));
  await page.getByRole('button', { name: 'Views' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: `Rename me ${tag}`, exact: true }).waitFor();
  await menuShown();
  await screenshot(page, 'registrations-views-menu-1366-light', { fullPage: false });
  await menu.getByRole('menuitem', { name: `Rename "Rename me ${tag}"...` }).click();
  const rename = page.getByRole('dialog', { name: 'Rename view' });
  await rename.getByRole('textbox', { name: 'View name' }).fill(`Renamed ${tag}`);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByText(`View "Rename me ${tag}" renamed to "Renamed ${tag}"`).waitFor();

  await page.getByRole('button', { name: 'Views' }).click();
  await menu.getByRole('menuitem', { name: `Renamed ${tag}`, exact: true }).waitFor();
  await menu.getByRole('menuitem', { name: `Delete "Delete me ${tag}"...` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete view "Delete me ${tag}"?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByText(`View "Delete me ${tag}" deleted`).waitFor();

  // Neither view was opened on the way: the list kept its own state.
  expect(new URL(page.url()).search).toBe('?sort=school&order=asc');
  const views = (await api(token, 'GET', '/admin/registration-views')).body.data as { id: string; name: string }[];
  expect(views.filter((view) => ids.includes(view.id)).map((view) => view.name)).toEqual([`Renamed ${tag}`]);
  await api(token, 'DELETE', `/admin/registration-views/${ids[0]}`);
});

test("the list's toolbar: the search's hint is whole, Views is written like its neighbours, and a long view name keeps one line", async () => {
  const tag = `${Date.now()}`;
  const name = `A rather long name for a view of the registrations ${tag}`.slice(0, 60);
  const { token, ids } = await staffViews(name);
  await signIn(page, 'staff@example.org');
  await page.goto(portalUrl(`/registrations?q=${searchOf(name)}`));
  const views = page.getByRole('button', { name: `View: ${name}` });
  await views.waitFor();
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  const caseOf = (button: typeof views) => button.evaluate((element) => getComputedStyle(element).textTransform);
  expect(await caseOf(views)).toBe(await caseOf(filters));
  // One line: every toolbar button is as high up as Filters.
  const tops = await page
    .getByRole('button', { name: /^(View|Filters|Duplicate Audit|Export CSV|Bulk Actions)/ })
    .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await screenshot(page, 'registrations-toolbar-long-view-1366-light', { fullPage: false });

  // The placeholder fits its box, at both widths.
  const placeholderOverflow = () =>
    page
      .getByRole('searchbox', { name: 'Search registrations' })
      .or(page.getByRole('textbox', { name: 'Search registrations' }))
      .evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width - room;
      });
  await page.goto(portalUrl('/registrations?sort=school'));
  expect(await placeholderOverflow()).toBeLessThanOrEqual(0);
  await resizeToPhone(page);
  expect(await placeholderOverflow()).toBeLessThanOrEqual(0);
  await screenshot(page, 'registrations-toolbar-390-light', { fullPage: false });
  await api(token, 'DELETE', `/admin/registration-views/${ids[0]}`);
});

/** The live feed kept from this page: it does not hear of a colleague's change, as when the feed has not yet told it. */
const withoutLiveFeed = () => page.route('**/admin/events*', (route) => route.abort());

/** A registration of this test's own, imported: nobody else's test reads or changes it. */
async function importedRegistration(label: string, amount = 300): Promise<{ registrationId: string; name: string }> {
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0');
  // Filed in the middle of the list by id, where no other test counts rows from either end.
  const registrationId = `REG-0001500-${label}-${n}`;
  const name = `${label} Child ${n}`;
  const csv =
    'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus\n' +
    `${registrationId},${name},female,98${n}11,Original School,4th,Kids Level,BUD,DLH01,PAY-${label}-${n},offline,${amount},pending\n`;
  expect((await api(await idToken('superadmin@example.org'), 'POST', '/admin/imports', { csv })).status).toBeLessThan(300);
  return { registrationId, name };
}

test("a save refused because someone else saved first (409) keeps the person's edits, beside the values now saved, also when the dialog is opened again", async () => {
  const { registrationId, name } = await importedRegistration('EDIT409');
  const token = await idToken('admin@example.org');
  await withoutLiveFeed();
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl(`/registrations?q=${registrationId}`));
  const openEdit = async () => {
    await page.getByRole('button', { name: `Actions for ${registrationId}` }).click();
    await page.getByRole('menuitem', { name: 'Edit Registration' }).click();
    return page.getByRole('dialog', { name: 'Edit Registration' });
  };
  let dialog = await openEdit();
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill(`${name} Mine`);
  await dialog.getByRole('textbox', { name: 'School Name' }).fill('My School');

  // A colleague saves first: a new phone number and another school.
  const { version } = (await api(token, 'GET', `/admin/registrations/${registrationId}`)).body;
  const theirs = await api(token, 'PUT', `/admin/registrations/${registrationId}/details`, {
    contactNumber: '9000012345',
    school: { value: 'Their School' },
    version,
  });
  expect(theirs.status).toBe(200);

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByText('Error', { exact: true }).waitFor();
  await expectClearOfNotices(dialog.getByRole('button', { name: 'Save Changes' }));
  const told = dialog.getByRole('alert').filter({ hasText: 'They changed Contact Number and School Name' });
  await told.waitFor();
  expect(await dialog.getByTestId('saved-since-school').textContent()).toBe('Now saved: Their School (yours is above)');
  expect(await dialog.getByTestId('saved-since-contactNumber').textContent()).toBe('Now saved: 9000012345 (yours is above)');
  expect(await dialog.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe(`${name} Mine`);
  expect(await dialog.getByRole('textbox', { name: 'School Name' }).inputValue()).toBe('My School');
  await screenshot(page, 'registrations-edit-409-kept-1366-light', { fullPage: false });

  // Closed and opened again: still theirs beside the person's.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  dialog = await openEdit();
  await told.waitFor();
  expect(await dialog.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe(`${name} Mine`);
  expect(await dialog.getByRole('textbox', { name: 'School Name' }).inputValue()).toBe('My School');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByText('Registration Updated').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  // The person's fields, onto the colleague's version: the phone number the colleague set stays.
  const saved = (await api(token, 'GET', `/admin/registrations/${registrationId}`)).body;
  expect([saved.name, saved.school.value, saved.contactNumber]).toEqual([`${name} Mine`, 'My School', '9000012345']);
  dialog = await openEdit();
  expect(await dialog.getByRole('alert').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test("Undo stays on the notice for 30 s, and the history offers Undo for the person's own last change while nothing changed since", async () => {
  const { registrationId, name } = await importedRegistration('UNDO');
  await withoutLiveFeed();
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl(`/registrations/${registrationId}`));
  await page.getByRole('heading', { level: 1, name: `Registration ${registrationId}` }).waitFor();
  const history = page.getByRole('list', { name: 'History' });
  await history.waitFor();
  const notices = page.getByRole('region', { name: 'Notifications' });

  // The page's clock, run on by hand: 20 s on the Undo is still there, past 30 s it has gone.
  await page.clock.install();
  await page.getByRole('button', { name: `Actions for ${registrationId}` }).click();
  await page.getByRole('menuitem', { name: 'Mark as Duplicate' }).click();
  const marked = notices.getByRole('status').filter({ hasText: 'Marked as Duplicate' });
  await marked.getByRole('button', { name: 'Undo' }).waitFor();
  await page.clock.fastForward(20_000);
  expect(await marked.getByRole('button', { name: 'Undo' }).isVisible()).toBe(true);
  await page.clock.fastForward(11_000);
  await marked.waitFor({ state: 'hidden' });

  // From the history instead: the newest entry is the admin's own.
  const undo = history.getByRole('button', { name: 'Undo your last change' });
  await history.getByText('Marked as duplicate').first().waitFor();
  await screenshot(page, 'registration-history-undo-1366-light', { fullPage: false });
  await undo.click();
  await notices.getByText('Undone', { exact: true }).waitFor();
  const token = await idToken('admin@example.org');
  expect((await api(token, 'GET', `/admin/registrations/${registrationId}`)).body.status).toBe('active');
  await history.getByText('Status cleared').first().waitFor();

  // A colleague changes the registration meanwhile (this page does not hear of it): the API refuses in words.
  const { version } = (await api(token, 'GET', `/admin/registrations/${registrationId}`)).body;
  const staff = await idToken('staff@example.org');
  expect((await api(staff, 'PUT', `/admin/registrations/${registrationId}/details`, { name: `${name} Colleague`, version })).status).toBe(200);
  await undo.click();
  await notices
    .getByText('This registration changed since (Registration details updated, by staff@example.org), so that change can no longer be undone.')
    .waitFor();
  await history.getByText('Priya Nair (staff)').waitFor();
  expect(await undo.count()).toBe(0);
  expect((await api(token, 'GET', `/admin/registrations/${registrationId}`)).body).toMatchObject({ status: 'active', name: `${name} Colleague` });
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The notices on show, by their boxes. */
const noticeBoxes = () =>
  page
    .getByRole('region', { name: 'Notifications' })
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as Box));

/** At least one notice is on show, and none lies over the control. */
async function expectClearOfNotices(control: Locator): Promise<void> {
  const box = (await control.boundingBox())!;
  const notices = await noticeBoxes();
  expect(notices.length).toBeGreaterThan(0);
  expect(notices.filter((notice) => overlaps(notice, box))).toEqual([]);
}

test("notices keep clear of the controls they are about: the list's paginator; on a phone, the heading and count", async () => {
  const { registrationId } = await importedRegistration('NOTICE');
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl(`/registrations/${registrationId}`));
  await page.getByRole('button', { name: `Actions for ${registrationId}` }).click();
  await page.getByRole('menuitem', { name: 'Mark as Duplicate' }).click();
  const marked = page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: 'Marked as Duplicate' });
  await marked.waitFor();
  // On to a whole page of rows (the notice stays), so the paginator is at the foot of the window.
  await page.getByRole('link', { name: 'Registrations', exact: true }).first().click();
  await page.getByRole('grid', { name: 'Registrations' }).locator('tbody tr').nth(20).waitFor();
  await marked.waitFor();
  for (const control of [page.getByRole('button', { name: 'Go to next page' }), page.getByRole('combobox', { name: /Rows per page/ })]) {
    await expectClearOfNotices(control);
  }
  await screenshot(page, 'notices-registrations-1366-light', { fullPage: false });

  // On a phone: bottom centre, clear of the page's heading, its count and the first row (issue 60, item 18).
  await resizeToPhone(page);
  const [onPhone] = await noticeBoxes();
  expect(Math.abs(onPhone!.x + onPhone!.width / 2 - 195)).toBeLessThanOrEqual(1);
  expect(onPhone!.y + onPhone!.height).toBeLessThanOrEqual(844 - 16);
  expect(onPhone!.y).toBeGreaterThan(844 / 2);
  await expectClearOfNotices(page.getByRole('heading', { level: 1, name: 'Registrations' }));
  await expectClearOfNotices(page.getByTestId('registrations-subtitle'));
  await screenshot(page, 'notices-registrations-390-light', { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await marked.getByRole('button', { name: 'Undo' }).click();
});

test("a centre's notice keeps clear of its Edit and Delete", async () => {
  const code = `N${String(Date.now()).slice(-6)}`;
  await signIn(page, 'superadmin@example.org');
  await page.goto(portalUrl('/settings?tab=centers'));
  await page.getByRole('button', { name: 'Add Center' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Center code').fill(code);
  await dialog.getByLabel('Center name').fill('Notice Hall');
  await dialog.getByLabel('City').fill('Pune');
  await dialog.getByRole('button', { name: 'Add Center' }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByText(`Notice Hall (${code}) has been added.`).waitFor();
  const row = page.getByRole('table', { name: 'Centers' }).getByRole('row').filter({ hasText: code });
  await row.scrollIntoViewIfNeeded();
  for (const control of [row.getByRole('button', { name: `Edit ${code}` }), row.getByRole('button', { name: `Delete ${code}` })]) {
    await expectClearOfNotices(control);
  }
  await screenshot(page, 'notices-centers-1366-light', { fullPage: false });
  const token = await idToken('superadmin@example.org');
  const created = (await api(token, 'GET', '/admin/centers')).body.data.find((center: { code: string }) => center.code === code);
  expect((await api(token, 'DELETE', `/admin/centers/${created.id}`)).status).toBeLessThan(300);
});

// An admin of this file's own for the theme screenshots: the demo admin's saved theme is also set by
// other files running beside this one, and a saved preference reaches every open session live.
const created = useThrowawayAccounts();
const SHOT_PASSWORD = 'friction-pass-123';

test('screenshots of the views menu, the kept edits, the history Undo and the notices, at 1366 and 390 in both themes', async () => {
  const tag = `${Date.now()}`;
  const viewName = `Offline unpaid of Sanskriti School ${tag}`;
  const { registrationId } = await importedRegistration('SHOT');
  const email = await newStaffAccount(created, { name: 'friction', role: 'admin', password: SHOT_PASSWORD });
  const admin = await idToken(email, SHOT_PASSWORD);
  // Light saved first: before the preferences arrive the page shows the theme this browser last
  // saw, and a toggle pressed then would act on that rather than on the account's.
  const preferences = (await api(admin, 'GET', '/admin/profile/preferences')).body;
  expect((await api(admin, 'PUT', '/admin/profile/preferences', { ...preferences, theme: 'light' })).status).toBe(200);
  await signIn(page, email, /\/dashboard$/, SHOT_PASSWORD);
  const adminView = await api(admin, 'POST', '/admin/registration-views', { name: viewName, query: `q=${searchOf(viewName)}`, shared: false });
  const themeShown = (theme: 'light' | 'dark') =>
    page.waitForFunction((dark) => (getComputedStyle(document.body).backgroundColor !== 'rgb(255, 255, 255)') === dark, theme === 'dark');
  const notices = page.getByRole('region', { name: 'Notifications' });
  for (const theme of ['light', 'dark'] as const) {
    await page.setViewportSize(DESKTOP);
    if (theme === 'dark') await page.getByRole('button', { name: 'Toggle theme' }).click();
    await themeShown(theme);
    for (const { width, height } of [DESKTOP, PHONE]) {
      await page.setViewportSize({ width, height });
      const shot = (name: string) => screenshot(page, `${name}-${width}-${theme}`, { fullPage: false });
      await page.goto(portalUrl(`/registrations?q=${searchOf(viewName)}`));
      await page.getByRole('button', { name: `View: ${viewName}` }).click();
      await page.getByRole('menuitem', { name: `Rename "${viewName}"...` }).waitFor();
      await menuShown();
      await shot('views-menu');
      await page.keyboard.press('Escape');

      // The person's own change, then a colleague's while the edit dialog is open (heard live).
      await page.goto(portalUrl(`/registrations/${registrationId}`));
      const { version } = (await api(admin, 'GET', `/admin/registrations/${registrationId}`)).body;
      expect((await api(admin, 'PUT', `/admin/registrations/${registrationId}/details`, { std: theme === 'light' ? '5th' : '6th', version })).status).toBe(200);
      await page.reload();
      await page.getByRole('button', { name: 'Undo your last change' }).waitFor();
      await shot('registration-history-undo');
      await page.getByRole('button', { name: `Actions for ${registrationId}` }).click();
      await page.getByRole('menuitem', { name: 'Edit Registration' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Registration' });
      await dialog.getByRole('textbox', { name: 'School Name' }).fill(`My School ${width}`);
      const current = (await api(admin, 'GET', `/admin/registrations/${registrationId}`)).body;
      const colleague = await idToken('superadmin@example.org');
      await api(colleague, 'PUT', `/admin/registrations/${registrationId}/details`, {
        school: { value: `Their School ${width} ${theme}` },
        version: current.version,
      });
      await dialog.getByTestId('saved-since-school').waitFor();
      await shot('registration-edit-kept');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: `Actions for ${registrationId}` }).click();
      await page.getByRole('menuitem', { name: 'Mark as Duplicate' }).click();
      await notices.getByRole('button', { name: 'Undo' }).waitFor();
      await shot('notice-undo');
      await notices.getByRole('button', { name: 'Undo' }).click();
      await notices.getByText('Undone', { exact: true }).first().waitFor();
    }
  }
  await api(admin, 'DELETE', `/admin/registration-views/${adminView.body.id}`);
});

/** A control on a 390 px phone: inside the screen's width and at least 44 x 44 px, for a finger. */
async function withinScreen(control: Locator): Promise<void> {
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
}
const noSideways = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('on a phone the payments queue, the audit trail and the centres are cards, their actions on screen and at least 44 x 44 px', async () => {
  await page.setViewportSize(PHONE);

  await signIn(page, 'superadmin@example.org');
  await page.goto(portalUrl('/payments'));
  const queue = page.getByRole('list', { name: 'Offline payments awaiting confirmation' });
  const confirm = queue.getByRole('button', { name: /^Confirm Payment / }).first();
  await confirm.waitFor();
  await withinScreen(confirm);
  await withinScreen(page.getByRole('button', { name: 'Next page' }));
  await noSideways();
  await screenshot(page, 'payments-queue-cards-390-light', { fullPage: false });

  await page.goto(portalUrl('/audit'));
  const entries = page.getByRole('list', { name: 'Audit entries' });
  await entries.getByRole('listitem').first().waitFor();
  await noSideways();
  await screenshot(page, 'audit-trail-cards-390-light', { fullPage: false });

  await page.goto(portalUrl('/settings?tab=centers'));
  const centres = page.getByRole('list', { name: 'Centers' });
  const edit = centres.getByRole('button', { name: /^Edit / }).first();
  await edit.waitFor();
  await withinScreen(edit);
  await withinScreen(centres.getByRole('button', { name: /^Delete / }).first());
  await noSideways();
  await screenshot(page, 'settings-centers-cards-390-light', { fullPage: false });
});

/** This test's data for the phone cards: a receipt, a confirmation waiting for approval and a statement with a line matched to nothing. */
async function phoneCardData(): Promise<{ receiptNumber: string; approvalPaymentId: string; statementId: string; unmatchedLine: number }> {
  const receipt = await importedRegistration('CARDRCT');
  const approval = await importedRegistration('CARDAPR', 95000);
  const admin = await idToken('admin@example.org');
  const superadmin = await idToken('superadmin@example.org');
  const confirm = async (registrationId: string) => {
    const { version } = (await api(admin, 'GET', `/admin/registrations/${registrationId}`)).body;
    return api(admin, 'PUT', `/admin/register/${registrationId}`, { payment: { status: 'success', mode: 'offline' }, version });
  };
  const confirmed = await confirm(receipt.registrationId);
  expect(confirmed.status).toBe(200);
  // Above a threshold no other test's payment reaches, for as long as the one confirmation takes.
  const payment = (await api(superadmin, 'GET', '/admin/settings')).body.payment.value;
  expect((await api(superadmin, 'PUT', '/admin/settings/payment', { value: { ...payment, approvalThreshold: 90000 } })).status).toBe(200);
  try {
    expect((await confirm(approval.registrationId)).status).toBe(202);
  } finally {
    expect((await api(superadmin, 'PUT', '/admin/settings/payment', { value: payment })).status).toBe(200);
  }
  const approvalPaymentId = (await api(admin, 'GET', `/admin/registrations/${approval.registrationId}`)).body.payment.paymentId;
  const csv = `date,reference,description,amount\n2026-04-07,CARD-${approval.registrationId},BY CASH COUNTER ${approval.registrationId},950\n`;
  const uploaded = await fetch(apiUrl(`/admin/reconciliation/statements?source=bank&name=${encodeURIComponent(`Phone cards ${approval.registrationId}`)}`), {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
    body: csv,
  });
  expect(uploaded.status).toBe(201);
  return {
    receiptNumber: confirmed.body.payment.receipt.number,
    approvalPaymentId,
    statementId: ((await uploaded.json()) as { id: string }).id,
    unmatchedLine: 2,
  };
}

test('on a phone the users, the receipts, the approvals and the statement lines are cards, their actions on screen and at least 44 x 44 px, in both themes', async () => {
  const { receiptNumber, approvalPaymentId, statementId, unmatchedLine } = await phoneCardData();
  await page.setViewportSize(PHONE);
  await signIn(page, 'superadmin@example.org');
  for (const theme of ['light', 'dark'] as const) {
    await withThemePreference('superadmin@example.org', theme, async () => {
      await page.goto(portalUrl('/settings?tab=users'));
      const users = page.getByRole('list', { name: 'Users' });
      const remove = users.getByRole('button', { name: /^Remove / }).first();
      await remove.waitFor();
      await withinScreen(remove);
      await withinScreen(users.getByRole('combobox', { name: /^Role of / }).first());
      await withinScreen(users.getByRole('combobox', { name: /^Centers of / }).first());
      await noSideways();
      await screenshot(page, `settings-users-cards-390-${theme}`, { fullPage: false });
      await remove.click();
      await page.getByRole('dialog', { name: 'Remove user?' }).getByRole('button', { name: 'Cancel' }).click();

      await page.goto(portalUrl('/payments?view=receipts'));
      const receipt = page.getByRole('list', { name: 'Receipts' }).getByRole('listitem').filter({ hasText: receiptNumber });
      for (const action of ['Print receipt', 'Download receipt', 'Cancel receipt'])
        await withinScreen(receipt.getByRole('button', { name: `${action} ${receiptNumber}` }));
      await withinScreen(page.getByRole('navigation', { name: 'Receipt pages' }).getByRole('button', { name: 'Older' }));
      await noSideways();
      await receipt.scrollIntoViewIfNeeded();
      await screenshot(page, `payments-receipts-cards-390-${theme}`, { fullPage: false });
      await receipt.getByRole('button', { name: `Cancel receipt ${receiptNumber}` }).click();
      await page.getByRole('dialog', { name: 'Cancel receipt?' }).getByRole('button', { name: 'Cancel', exact: true }).click();

      await page.goto(portalUrl(`/payments?view=reconciliation&statement=${statementId}&outcome=unmatched`));
      const match = page.getByRole('list', { name: 'Lines' }).getByRole('button', { name: `Match line ${unmatchedLine} by hand` });
      await match.waitFor();
      await withinScreen(match);
      await noSideways();
      await match.scrollIntoViewIfNeeded();
      await screenshot(page, `payments-statement-lines-cards-390-${theme}`, { fullPage: false });
      await match.click();
      await page.getByRole('dialog', { name: 'Match line by hand' }).getByRole('button', { name: 'Cancel' }).click();

      await page.goto(portalUrl('/payments?view=approvals'));
      const approval = page.getByRole('list', { name: 'Approvals' }).getByRole('listitem').filter({ hasText: approvalPaymentId });
      await withinScreen(approval.getByRole('button', { name: `Approve ${approvalPaymentId}` }));
      await withinScreen(approval.getByRole('button', { name: `Reject ${approvalPaymentId}` }));
      await noSideways();
      await screenshot(page, `payments-approvals-cards-390-${theme}`, { fullPage: false });
    });
  }
  await page
    .getByRole('list', { name: 'Approvals' })
    .getByRole('button', { name: `Approve ${approvalPaymentId}` })
    .click();
  // Asked once before it acts, the question's button within a phone's screen.
  const approveDialog = page.getByRole('dialog', { name: 'Approve confirmation?' });
  await withinScreen(approveDialog.getByRole('button', { name: 'Approve' }));
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByText('Confirmation Approved').waitFor();
});
