import type { Page } from 'playwright-core';
import { AUTH_EMULATOR, DEMO_PASSWORD } from 'tooling/emulator-sign-in';
import { formatCount, formatRupees } from '../../shared/src/format/numbers';
import { apiUrl, PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';
import { eventually } from '../src/processes';

// The payment screen against the running portal and its seeded registrations: lookup both
// ways, confirmation from the lookup and from the queue (with the figures that follow it),
// the viewer's read-only view, the not-found alert and a lookup that survives reload.

const browserPage = useBrowserPage();
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

interface Registration {
  registrationId: string;
  name: string;
  merchantTransactionId?: string;
  payment: { paymentId: string; mode: string; status: string; amount: number };
}

/** A real ID token of a demo account, from the Auth emulator. */
async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

async function api<T>(path: string, email = 'admin@example.org', init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(apiUrl(path), {
    ...init,
    headers: { authorization: `Bearer ${await tokenOf(email)}`, 'content-type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as T };
}

const offlinePending = () => api<{ offlinePending: number }>('/admin/stats').then((reply) => reply.body.offlinePending);
/** Offline payments awaiting confirmation, oldest first; `skip` leaves the oldest to other tests. */
async function queued(skip: number): Promise<Registration> {
  const reply = await api<{ data: Registration[] }>(`/admin/payments/awaiting-confirmation?limit=${skip + 1}`);
  return reply.body.data[skip]!;
}

const lookupBox = () => page.getByRole('textbox', { name: 'Payment ID or Merchant Transaction ID' });
const card = (paymentId: string) => page.getByRole('article', { name: `Payment ${paymentId}` });

async function openPayments(email: string, path = '/payments'): Promise<void> {
  await signIn(page, email);
  await page.goto(portalUrl(path));
  await page.getByRole('heading', { level: 1, name: 'Payment Management' }).waitFor();
}

/** The next answer of GET /admin/stats the page receives: the store refetching after a change. */
const nextStats = () =>
  page
    .waitForResponse((r) => r.url().startsWith(apiUrl('/admin/stats')) && r.request().method() === 'GET')
    .then(async (r) => ((await r.json()) as { offlinePending: number }).offlinePending);

test('staff find a pending offline payment by payment id and confirm it; the card and the Offline Pending figure follow, and reload keeps it', async () => {
  const target = await queued(10);
  const before = await offlinePending();
  await openPayments('staff@example.org');
  await lookupBox().fill(`  ${target.payment.paymentId} `);
  await lookupBox().press('Enter');
  const shown = card(target.payment.paymentId);
  await shown.getByRole('heading', { name: target.payment.status.toUpperCase() }).waitFor();
  expect(await shown.getByText(target.name, { exact: true }).isVisible()).toBe(true);
  expect(await shown.getByText(/^This offline payment is pending\. Review the details above and confirm if the payment has been received\.$/).isVisible()).toBe(
    true,
  );
  expect(await shown.getByText('Ready for confirmation').isVisible()).toBe(true);
  expect(page.url()).toBe(portalUrl(`/payments?id=${target.payment.paymentId}`));
  await screenshot(page, 'payments-lookup-pending-light');

  const statsAfter = nextStats();
  await shown.getByRole('button', { name: 'Confirm Payment' }).click();
  const question = page.getByRole('dialog', { name: 'Confirm offline payment?' });
  await question
    .getByText(
      `${formatRupees(target.payment.amount)} from ${target.name} (${target.registrationId}), payment ${target.payment.paymentId}. Confirm only once the money has been received.`,
    )
    .waitFor();
  await question.getByRole('button', { name: 'Confirm Payment' }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByText('Payment Confirmed').waitFor();
  await shown.getByRole('heading', { name: 'SUCCESS' }).waitFor();
  expect(await shown.getByText('No action required').isVisible()).toBe(true);
  expect(await shown.getByRole('button', { name: 'Confirm Payment' }).count()).toBe(0);
  // The shell's store refetches the dashboard figures the confirmation changed.
  expect(await statsAfter).toBe(before - 1);
  expect(await offlinePending()).toBe(before - 1);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await screenshot(page, 'payments-lookup-confirmed-dark');

  await page.reload();
  await card(target.payment.paymentId).getByRole('heading', { name: 'SUCCESS' }).waitFor();
  expect(await lookupBox().inputValue()).toBe(target.payment.paymentId);

  // The dashboard's Offline Pending card shows the lowered figure.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Dashboard/ })
    .click();
  const offlineCard = page.getByRole('region', { name: 'Offline Pending' });
  await offlineCard.getByText(formatCount(before - 1), { exact: true }).waitFor();
});

test('a merchant transaction id finds its registration, and the lookup survives reload', async () => {
  // Rows other suites import have no merchant transaction id: the newest one that has one.
  const { body } = await api<{ data: Registration[] }>('/admin/registrations?paymentMode=online&limit=50');
  const online = body.data.find((registration) => registration.merchantTransactionId)!;
  await openPayments('admin@example.org');
  await lookupBox().fill(online.merchantTransactionId!);
  await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  const shown = card(online.payment.paymentId);
  await shown.getByText(online.registrationId, { exact: true }).waitFor();
  expect(await shown.getByText(online.name, { exact: true }).isVisible()).toBe(true);
  expect(await shown.getByText(online.merchantTransactionId!, { exact: true }).isVisible()).toBe(true);
  expect(page.url()).toBe(portalUrl(`/payments?id=${online.merchantTransactionId}`));
  await page.reload();
  await card(online.payment.paymentId).getByText(online.registrationId, { exact: true }).waitFor();
});

test('an unknown id shows the alert', async () => {
  await openPayments('staff@example.org');
  await lookupBox().fill('PAY-DOES-NOT-EXIST');
  await lookupBox().press('Enter');
  await page.getByRole('alert').filter({ hasText: 'No payment found with ID "PAY-DOES-NOT-EXIST". Please check the ID and try again.' }).waitFor();
  await screenshot(page, 'payments-not-found');
});

test('a viewer sees a pending offline payment but no Confirm Payment anywhere, and the API refuses the viewer', async () => {
  const target = await queued(11);
  await openPayments('viewer@example.org', `/payments?id=${target.payment.paymentId}`);
  const shown = card(target.payment.paymentId);
  await shown.getByText('Awaiting confirmation by staff. Your role cannot confirm payments.').waitFor();
  expect(await shown.getByText('Ready for confirmation').count()).toBe(0);
  await page.getByRole('table', { name: 'Offline payments awaiting confirmation' }).getByRole('row').nth(1).waitFor();
  expect(await page.getByRole('button', { name: /Confirm Payment/ }).count()).toBe(0);
  await screenshot(page, 'payments-viewer');

  const refused = await api<{ message: string }>(`/admin/register/${target.registrationId}`, 'viewer@example.org', {
    method: 'PUT',
    body: JSON.stringify({ payment: { status: 'success', mode: 'offline' }, adminNote: 'Verified and confirmed by admin' }),
  });
  expect(refused.status).toBe(403);
  expect((await api<Registration>(`/admin/registrations/${target.registrationId}`)).body.payment.status).toBe(target.payment.status);
});

test('confirming from the queue removes the row and lowers the count and the Offline Pending figure', async () => {
  const before = await offlinePending();
  await openPayments('staff@example.org');
  const queue = page.getByRole('table', { name: 'Offline payments awaiting confirmation' });
  const firstRow = queue.getByRole('row').nth(1);
  await firstRow.waitFor();
  await page.getByText(`${before.toLocaleString('en-IN')} awaiting`).waitFor();
  const paymentId = (await firstRow.getByRole('link').textContent())!;
  await screenshot(page, 'payments-queue-light');

  await firstRow.getByRole('button', { name: `Confirm Payment ${paymentId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm offline payment?' });
  await screenshot(page, 'payments-queue-dialog');
  const statsAfter = nextStats();
  await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByText('Payment Confirmed').waitFor();
  await queue.getByRole('link', { name: paymentId, exact: true }).waitFor({ state: 'detached' });
  await page.getByText(`${(before - 1).toLocaleString('en-IN')} awaiting`).waitFor();
  expect(await statsAfter).toBe(before - 1);
  const confirmed = await api<Registration | null>(`/admin/find-by-payment-id?paymentId=${paymentId}`);
  expect(confirmed.body?.payment).toMatchObject({ status: 'success', mode: 'offline' });
});

test("a duplicate registration's payment shows the registration status on the card, and the card and the question warn before it is confirmed", async () => {
  const target = await queued(30);
  const current = await api<{ version: number }>(`/admin/registrations/${target.registrationId}`);
  const marked = await api<{ status: string }>(`/admin/registrations/${target.registrationId}/status`, 'admin@example.org', {
    method: 'PUT',
    body: JSON.stringify({ status: 'duplicate', version: current.body.version }),
  });
  expect(marked.body.status).toBe('duplicate');
  await openPayments('staff@example.org', `/payments?id=${target.payment.paymentId}`);
  const shown = card(target.payment.paymentId);
  await shown.getByRole('region', { name: 'Registration Details' }).getByText('Duplicate').waitFor();
  expect(await shown.getByText('This registration is Duplicate. Check it before confirming its payment.').isVisible()).toBe(true);
  await screenshot(page, 'payments-lookup-duplicate-light');
  await shown.getByRole('button', { name: 'Confirm Payment' }).click();
  const question = page.getByRole('dialog', { name: 'Confirm offline payment?' });
  await question.getByText('This registration is Duplicate. Confirm its payment only if the money was really received for it.').waitFor();
  await question.getByRole('button', { name: 'Confirm Payment' }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByText('Payment Confirmed').waitFor();
  expect((await api<{ payment: { status: string } }>(`/admin/registrations/${target.registrationId}`)).body.payment.status).toBe('success');
});

test("on a phone the selected view's tab is wholly in sight, whichever view the address opens", async () => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin@example.org');
  const views = page.getByRole('tablist', { name: 'Payment views' });
  for (const view of ['collections', 'reconciliation', 'approvals']) {
    await page.goto(portalUrl(`/payments?view=${view}`));
    // The admin's whole row of views: Approvals comes with the role.
    await views.getByRole('tab', { name: 'Approvals' }).waitFor();
    let scrolled: number | null = null;
    // In sight, and the row no longer scrolling (it was in sight for a moment, then scrolled 80 px back under the arrow).
    const settledInSight = async () => {
      const now = await views.getByRole('tab', { selected: true }).evaluate((tab) => {
        const row = tab.closest('.MuiTabs-scroller')!;
        const [shown, { left, right }] = [row.getBoundingClientRect(), tab.getBoundingClientRect()];
        return { scrollLeft: row.scrollLeft, inSight: left >= shown.left - 0.5 && right <= shown.right + 0.5 };
      });
      const settled = now.scrollLeft === scrolled;
      scrolled = now.scrollLeft;
      return settled && now.inSight;
    };
    expect(await eventually(settledInSight, 10_000)).toBe(true);
    await screenshot(page, `payments-tabs-${view}-phone`);
  }
});
