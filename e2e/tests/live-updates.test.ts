import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from 'tooling/browser';
import { apiOk } from '../src/api';
import { startApiInstances, type ApiInstances } from '../src/apiInstances';
import { DESKTOP, screenshot, signInLive } from '../src/browser';

// Two staff members signed in at once, each on their own screen, on two API instances
// (src/apiInstances.ts): every browser's event stream is held on the first instance and every
// change is made through the second, as a colleague on another instance would. What changes there
// reaches both without a reload: the dashboard's KPIs and Recent Activity, the offline queue, the
// list row and subtitle, the sidebar count, the detail page with its history, and an open edit
// dialog, which says so.

let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: Page;
let staff: Page;
let setup: ApiInstances;

const portalUrl = (path: string) => `${setup.shell.origin}${path}`;

async function signedIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(portalUrl('/auth/sign-in'));
  await signInLive(page, email);
  return page;
}

/** Through the instance no browser hears from. */
const api = <T>(method: string, path: string, body?: unknown, email?: string) => apiOk<T>(method, path, { body, email, baseUrl: setup.instances[1]!.url });

interface Row {
  registrationId: string;
  name: string;
  version: number;
  payment: { paymentId: string };
}

const grouped = (n: number) => n.toLocaleString('en-IN');
const kpi = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).locator('p').first();

beforeAll(async () => {
  setup = await startApiInstances('abacus_e2e_live_updates', 3000);
  setup.proxy.pinEventStreams(0);
  browser = await launchBrowser();
  [admin, staff] = await Promise.all([signedIn('admin@example.org'), signedIn('staff@example.org')]);
  expect(setup.proxy.openEventStreams()).toEqual([0, 0]);
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await setup?.stop();
});

test("a payment confirmed elsewhere leaves the other's offline queue and moves the dashboard's KPIs, Recent Activity and payments chart", async () => {
  const queue = staff.getByRole('table', { name: 'Offline payments awaiting confirmation' });
  await staff.goto(portalUrl('/payments'));
  await queue.getByRole('row').nth(1).waitFor();
  // One the queue shows, past the rows other test files confirm.
  const target = (await api<{ data: Row[] }>('GET', '/admin/payments/awaiting-confirmation?limit=8')).data[7]!;
  const queued = queue.getByRole('link', { name: target.payment.paymentId, exact: true });
  await queued.waitFor();

  await admin.getByTestId('total-registrations').waitFor();
  const { offlinePending } = await api<{ offlinePending: number }>('GET', '/admin/stats');
  await kpi(admin, 'Offline Pending')
    .filter({ hasText: grouped(offlinePending) })
    .waitFor();
  // The chart drawn (its bars carry 'Offline: N' titles) before its figures are read.
  const paymentsChart = admin.getByRole('region', { name: 'Payments by Status and Mode' });
  await paymentsChart.locator('[title^="Offline: "]').first().waitFor();
  const chartBefore = (await paymentsChart.textContent()) ?? '';

  await api('PUT', `/admin/register/${target.registrationId}`, {
    payment: { status: 'success', mode: 'offline' },
    adminNote: 'Confirmed at the other desk',
    version: target.version,
  });

  await queued.waitFor({ state: 'detached' });
  await staff.getByText(`${grouped(offlinePending - 1)} awaiting`).waitFor();
  await kpi(admin, 'Offline Pending')
    .filter({ hasText: new RegExp(`^${grouped(offlinePending - 1)}$`) })
    .waitFor();
  const recent = admin.getByRole('list', { name: 'Recent activity' });
  await recent.getByRole('listitem').first().filter({ hasText: 'Payment confirmed' }).filter({ hasText: target.registrationId }).waitFor();
  // One payment moved from one status to another: the chart's figures are not what they were.
  await paymentsChart.filter({ hasNotText: chartBefore }).waitFor();
  await screenshot(admin, 'live-dashboard-after-change');
}, 60_000);

test('a registration changed elsewhere: the list row, subtitle and sidebar count, the detail page and its history, and an open edit dialog all follow', async () => {
  const target = (await api<{ data: Row[] }>('GET', '/admin/registrations?status=active&paymentStatus=success&sort=name&limit=1&offset=300')).data[0]!;
  const { totalRegistrations } = await api<{ totalRegistrations: number }>('GET', '/admin/stats');

  await admin.goto(portalUrl(`/registrations?q=${target.registrationId}`));
  const row = admin.getByRole('grid', { name: 'Registrations' }).locator('tbody tr').filter({ hasText: target.registrationId });
  await row.getByText('Active', { exact: true }).waitFor();
  await admin
    .getByTestId('registrations-subtitle')
    .filter({ hasText: `Showing 1 of ${grouped(totalRegistrations)} registrations` })
    .waitFor();

  await staff.goto(portalUrl(`/registrations/${target.registrationId}`));
  await staff.getByRole('heading', { level: 1, name: `Registration ${target.registrationId}` }).waitFor();
  const history = staff.getByRole('list', { name: 'History' });
  await history.waitFor();
  await staff.getByRole('button', { name: `Actions for ${target.registrationId}` }).click();
  await staff.getByRole('menuitem', { name: 'Edit Registration' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Edit Registration' });
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill(`${target.name} Typed`);
  expect(await dialog.getByRole('alert').count()).toBe(0);

  await api('PUT', `/admin/registrations/${target.registrationId}/status`, { status: 'duplicate', version: target.version });
  const n = Date.now() % 1_000_000;
  const csv =
    'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus\n' +
    `REG-LIVE-${n},Live Import Child,female,98765${String(n).padStart(6, '0').slice(0, 5)},Live School,4th,Kids Level,BUD,DLH01,PAY-LIVE-${n},offline,300,pending\n`;
  await api('POST', '/admin/imports', { csv }, 'superadmin@example.org');

  await dialog.getByRole('alert').filter({ hasText: 'Someone else changed this registration while this dialog was open.' }).waitFor();
  // What the person typed stays until they choose.
  expect(await dialog.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe(`${target.name} Typed`);
  await screenshot(staff, 'live-edit-dialog-changed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await history.getByText('Arjun Mehta (admin)').first().waitFor();
  expect(await staff.getByText('Duplicate', { exact: true }).count()).toBeGreaterThan(0);

  await row.getByText('Duplicate', { exact: true }).waitFor();
  await admin
    .getByTestId('registrations-subtitle')
    .filter({ hasText: `Showing 1 of ${grouped(totalRegistrations + 1)} registrations` })
    .waitFor();
  await admin.getByLabel(`Total registrations: ${grouped(totalRegistrations + 1)}`).waitFor();
  await screenshot(admin, 'live-list-after-change');
}, 60_000);

test("a colleague's confirmed payment brings a notice naming them and the registration; with the switch off, none", async () => {
  const notices = staff.getByRole('region', { name: 'Notifications' });
  const preferences = await api<Record<string, unknown>>('GET', '/admin/profile/preferences', undefined, 'staff@example.org');
  expect(preferences.paymentNotifications).toBe(true);
  const [first, second] = (await api<{ data: Row[] }>('GET', '/admin/payments/awaiting-confirmation?limit=20')).data.slice(12, 14) as [Row, Row];
  const confirm = (row: Row) =>
    api('PUT', `/admin/register/${row.registrationId}`, {
      payment: { status: 'success', mode: 'offline' },
      adminNote: 'Cash at the desk',
      version: row.version,
    });

  const live = () =>
    staff
      .getByTestId('live-indicator')
      .filter({ hasText: /^Live$/ })
      .waitFor();
  await staff.goto(portalUrl('/dashboard'));
  await live();
  await confirm(first);
  const notice = notices.getByRole('status').filter({ hasText: 'Payment confirmed by admin@example.org' }).filter({ hasText: first.registrationId });
  await notice.waitFor();
  await screenshot(staff, 'notice-colleague-payment');
  await notice.getByRole('button', { name: 'Open' }).click();
  await staff.getByRole('heading', { level: 1, name: `Registration ${first.registrationId}` }).waitFor();

  try {
    await staff.goto(portalUrl('/profile?tab=preferences'));
    await staff.getByRole('switch', { name: 'Payment notifications' }).uncheck();
    await staff.getByRole('button', { name: 'Save Preferences' }).click();
    await notices.getByText('Preferences saved').waitFor();
    await live();
    // A payment, then a disqualification the person still hears of: by the time that notice comes,
    // a payment notice would have (events arrive in commit order).
    const [other] = (await api<{ data: Row[] }>('GET', '/admin/registrations?status=active&sort=name&limit=1&offset=420')).data as [Row];
    await confirm(second);
    await api('PUT', `/admin/registrations/${other.registrationId}/status`, {
      status: 'disqualified',
      note: 'Age proof does not match.',
      version: other.version,
    });
    await notices.getByRole('status').filter({ hasText: 'Disqualified by admin@example.org' }).filter({ hasText: other.registrationId }).waitFor();
    expect(await notices.getByText(second.registrationId).count()).toBe(0);
    expect(await notices.getByText(/Payment confirmed|changes by/).count()).toBe(0);
  } finally {
    await api('PUT', '/admin/profile/preferences', { ...preferences, paymentNotifications: true }, 'staff@example.org');
  }
}, 60_000);

test("a merge made elsewhere (issue 61): the other's Duplicate Audit drops the group, the list row says where it went, the Issues KPI counts it; an unmerge takes all three back", async () => {
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const phone = `95${n}44`;
  const [kept, away] = [`REG-LIVE-MRG-${n}-A`, `REG-LIVE-MRG-${n}-B`];
  const line = (id: string, school: string) => `${id},Live Merge Child ${n},female,${phone},${school},4th,Kids Level,BUD,DLH01,PAY-${id},offline,300,pending`;
  await api(
    'POST',
    '/admin/imports',
    {
      csv:
        'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus\n' +
        `${line(kept, 'Live School')}\n${line(away, 'Live Public School')}\n`,
    },
    'superadmin@example.org',
  );
  const { totalDuplicates, totalDisqualified } = await api<{ totalDuplicates: number; totalDisqualified: number }>('GET', '/admin/stats');
  const issues = (duplicates: number) => kpi(admin, 'Issues').filter({ hasText: new RegExp(`^${grouped(totalDisqualified + duplicates)}$`) });

  await admin.goto(portalUrl('/dashboard'));
  await issues(totalDuplicates).waitFor();
  await staff.goto(portalUrl('/registrations?duplicateAudit=open'));
  const audit = staff.getByRole('dialog', { name: /Duplicate Audit/ });
  await audit.getByRole('textbox', { name: 'Search duplicate groups by phone number or name' }).fill(phone);
  const group = audit.getByRole('region', { name: `Contact ${phone}` });
  await group.waitFor();
  const listPage = await signedIn('viewer@example.org');
  await listPage.goto(portalUrl(`/registrations?q=${phone}`));
  const awayRow = listPage.getByRole('grid', { name: 'Registrations' }).locator('tbody tr').filter({ hasText: away });
  await awayRow.getByText('Active', { exact: true }).waitFor();

  const versions = Object.fromEntries(
    await Promise.all([kept, away].map(async (id) => [id, (await api<{ version: number }>('GET', `/admin/registrations/${id}`)).version] as const)),
  );
  await api('POST', `/admin/registrations/${kept}/merge`, { mergeIds: [away], fields: { school: away }, versions });

  await group.waitFor({ state: 'detached' });
  await awayRow.getByText(`Merged into ${kept}`).waitFor();
  await awayRow.getByText('Duplicate', { exact: true }).waitFor();
  await issues(totalDuplicates + 1).waitFor();
  await screenshot(listPage, 'live-list-after-merge');

  await api('POST', `/admin/registrations/${away}/unmerge`);
  await group.waitFor();
  await awayRow.getByText('Active', { exact: true }).waitFor();
  expect(await awayRow.getByText(/^Merged into /).count()).toBe(0);
  await issues(totalDuplicates).waitFor();
}, 90_000);
