import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registration } from 'shared/domain/registrations/registration';
import { formatDateTime } from 'shared/format/dates';
import { testPortalSettings } from 'shared/testing/portalSettings';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { asSignedIn, registration, servePaymentsApi, type PaymentsApi } from '../../../testing/paymentsApi';
import { OfflinePaymentQueue } from './OfflinePaymentQueue';

let fake: PaymentsApi;
beforeEach(() => {
  fake = servePaymentsApi();
});

/** `count` offline pending payments, the oldest last in the array, among payments the queue must not show. */
function seed(count: number): Registration[] {
  const queued = Array.from({ length: count }, (_, i) =>
    registration({
      registrationId: `REG-${String(i + 1).padStart(6, '0')}`,
      name: i % 2 === 0 ? `Kavya Iyer ${i + 1}` : `Rohan Gupta ${i + 1}`,
      createdAt: new Date(Date.UTC(2026, 4, 1) + (count - i) * 3_600_000).toISOString(),
      payment: { paymentId: `PAY-ABACUS-${String(i + 1).padStart(6, '0')}`, status: i % 5 === 0 ? 'pending_payment_gateway' : 'pending' },
    }),
  );
  fake.registrations = [
    ...queued,
    registration({ registrationId: 'REG-900001', name: 'Paid Offline', payment: { paymentId: 'PAY-X1', status: 'success' } }),
    registration({ registrationId: 'REG-900002', name: 'Online Pending', payment: { paymentId: 'PAY-X2', mode: 'online' } }),
  ];
  return [...queued].reverse();
}

const queueTable = () => screen.getByRole('table', { name: 'Offline payments awaiting confirmation' });
// Plain DOM rather than role queries: those are slow over a page of rows in jsdom.
const shownIds = () => [...queueTable().querySelectorAll<HTMLTableRowElement>('tbody tr')].map((row) => row.cells[1]?.textContent).filter(Boolean);

// Rendering pages of MUI table rows in jsdom takes seconds on a busy machine.
jest.setTimeout(30_000);

test('lists offline payments awaiting confirmation oldest first, with their details and the total', async () => {
  const oldestFirst = seed(3);
  renderInPortal(<OfflinePaymentQueue canWrite />, asSignedIn());
  expect(await screen.findByText('3 awaiting')).toBeInTheDocument();
  expect(shownIds()).toEqual(oldestFirst.map((r) => r.registrationId));
  const first = within(within(queueTable()).getAllByRole('row')[1]!);
  expect(first.getByText(formatDateTime(oldestFirst[0]!.createdAt))).toBeInTheDocument();
  expect(first.getByText('₹300')).toBeInTheDocument();
  expect(first.getByRole('link', { name: oldestFirst[0]!.payment.paymentId })).toHaveAttribute('href', `/payments?id=${oldestFirst[0]!.payment.paymentId}`);
  expect(first.getByRole('button', { name: `Confirm Payment ${oldestFirst[0]!.payment.paymentId}` })).toBeInTheDocument();
});

test('while the first page loads, the count keeps its place unseen and the pager waits, so nothing moves when the rows arrive', async () => {
  seed(3);
  renderInPortal(<OfflinePaymentQueue canWrite />, asSignedIn());
  const placeholder = screen.getByText('… awaiting');
  expect(placeholder.closest('.MuiChip-root')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('navigation', { name: 'Queue pages' })).not.toBeInTheDocument();
  expect(await screen.findByText('3 awaiting')).toBeVisible();
  expect(screen.getByRole('navigation', { name: 'Queue pages' })).toBeInTheDocument();
});

test('without the write permission the rows have no Confirm Payment', async () => {
  seed(2);
  renderInPortal(<OfflinePaymentQueue canWrite={false} />, asSignedIn('viewer'));
  expect(await screen.findByText('2 awaiting')).toBeInTheDocument();
  expect(screen.queryAllByRole('button', { name: /Confirm Payment/ })).toEqual([]);
});

test('confirming in place asks once more, confirms that row and takes it off the queue', async () => {
  const user = userEvent.setup();
  const [, second] = seed(3);
  renderInPortal(<OfflinePaymentQueue canWrite />, asSignedIn());
  await screen.findByText('3 awaiting');
  await user.click(screen.getByRole('button', { name: `Confirm Payment ${second!.payment.paymentId}` }));
  const dialog = within(screen.getByRole('dialog', { name: 'Confirm offline payment?' }));
  expect(dialog.getByText(new RegExp(`₹300 from ${second!.name} \\(${second!.registrationId}\\)`))).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
  expect(await screen.findByText('Payment Confirmed')).toBeInTheDocument();
  expect(await screen.findByText('2 awaiting')).toBeInTheDocument();
  // The table is hidden from queries until the dialog's closing transition ends.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(shownIds()).not.toContain(second!.registrationId);
  expect(fake.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([`/admin/register/${second!.registrationId}`]);
});

test("the question says before the person confirms that an amount at or above the Payment settings' approval threshold waits for another admin", async () => {
  fake = servePaymentsApi({ 'GET /admin/portal-settings': { body: testPortalSettings({ approvalThreshold: 300 }) } });
  const user = userEvent.setup();
  const [first] = seed(1);
  renderInPortal(<OfflinePaymentQueue canWrite />, asSignedIn());
  await user.click(await screen.findByRole('button', { name: `Confirm Payment ${first!.payment.paymentId}` }));
  const dialog = within(screen.getByRole('dialog', { name: 'Confirm offline payment?' }));
  expect(
    await dialog.findByText('₹300 is at or above the approval threshold (₹300): another admin must approve it before the payment is confirmed.'),
  ).toBeInTheDocument();
});

test('cancelling the question confirms nothing', async () => {
  const user = userEvent.setup();
  const [first] = seed(1);
  renderInPortal(<OfflinePaymentQueue canWrite />, asSignedIn());
  await user.click(await screen.findByRole('button', { name: `Confirm Payment ${first!.payment.paymentId}` }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(fake.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  expect(shownIds()).toEqual([first!.registrationId]);
});

test('pages forwards by cursor and back again', async () => {
  const user = userEvent.setup();
  const oldestFirst = seed(45);
  renderInPortal(<OfflinePaymentQueue canWrite />, asSignedIn());
  await screen.findByText('45 awaiting');
  expect(shownIds()).toEqual(oldestFirst.slice(0, 20).map((r) => r.registrationId));
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(shownIds()).toEqual(oldestFirst.slice(20, 40).map((r) => r.registrationId)));
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(shownIds()).toEqual(oldestFirst.slice(40).map((r) => r.registrationId)));
  expect(screen.getByText('Page 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Previous page' }));
  await waitFor(() => expect(shownIds()).toEqual(oldestFirst.slice(20, 40).map((r) => r.registrationId)));
  expect(fake.requests.filter((r) => r.path.endsWith('awaiting-confirmation')).map((r) => r.query.after ?? null)).toEqual([
    null,
    oldestFirst[19]!.registrationId,
    oldestFirst[39]!.registrationId,
  ]);
});

test("the queue's search and page are kept in the address: a link or a reload opens the same page", async () => {
  const oldestFirst = seed(45).filter((r) => r.name.startsWith('Kavya'));
  renderInPortal(<OfflinePaymentQueue canWrite />, { url: `/payments?q=kavya&after=${oldestFirst[19]!.registrationId}` });
  expect(await screen.findByText('Page 2')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Search the queue' })).toHaveValue('kavya');
  await waitFor(() => expect(shownIds()).toEqual(oldestFirst.slice(20).map((r) => r.registrationId)));
  expect(fake.requests.filter((r) => r.path.endsWith('awaiting-confirmation')).map((r) => r.query)).toEqual([
    { q: 'kavya', after: oldestFirst[19]!.registrationId },
  ]);
});

test('searching sends the trimmed text and starts again from the first page', async () => {
  const user = userEvent.setup();
  const oldestFirst = seed(30);
  renderInPortal(<OfflinePaymentQueue canWrite />, asSignedIn());
  await screen.findByText('30 awaiting');
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await screen.findByText('Page 2');
  await user.type(screen.getByRole('textbox', { name: 'Search the queue' }), '  rohan ');
  expect(await screen.findByText('15 awaiting')).toBeInTheDocument();
  expect(screen.getByText('Page 1')).toBeInTheDocument();
  expect(shownIds()).toEqual(
    oldestFirst
      .filter((r) => r.name.startsWith('Rohan'))
      .slice(0, 20)
      .map((r) => r.registrationId),
  );
  const last = fake.requests.filter((r) => r.path.endsWith('awaiting-confirmation')).at(-1);
  expect(last?.query).toEqual({ q: 'rohan' });
});

test('an empty search result says so', async () => {
  const user = userEvent.setup();
  seed(2);
  renderInPortal(<OfflinePaymentQueue canWrite />, asSignedIn());
  await screen.findByText('2 awaiting');
  await user.type(screen.getByRole('textbox', { name: 'Search the queue' }), 'zz');
  expect(await screen.findByText('No offline payment awaiting confirmation matches "zz".')).toBeInTheDocument();
});

test('an empty queue says so', async () => {
  seed(0);
  renderInPortal(<OfflinePaymentQueue canWrite />, asSignedIn());
  expect(await screen.findByText('No offline payments are awaiting confirmation.')).toBeInTheDocument();
  expect(screen.getByText('0 awaiting')).toBeInTheDocument();
});

test("the notice after confirming offers Print receipt, which fetches that payment's receipt (issue 60, item 8)", async () => {
  const user = userEvent.setup();
  const [first] = seed(1);
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderInPortal(<OfflinePaymentQueue canWrite />, asSignedIn());
  await user.click(await screen.findByRole('button', { name: `Confirm Payment ${first!.payment.paymentId}` }));
  await user.click(within(screen.getByRole('dialog', { name: 'Confirm offline payment?' })).getByRole('button', { name: 'Confirm Payment' }));
  const notice = within((await screen.findByText('Payment Confirmed')).closest('[role="status"]') as HTMLElement);
  expect(notice.getByText(/Receipt MAB\/2627\/000001\./)).toBeInTheDocument();
  await user.click(notice.getByRole('button', { name: 'Print receipt' }));
  expect(open).toHaveBeenCalledTimes(1);
  await waitFor(() =>
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path.includes('/receipt')).map((r) => r.path)).toEqual([
      `/admin/registrations/${first!.registrationId}/receipt`,
    ]),
  );
  open.mockRestore();
});
