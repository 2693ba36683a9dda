import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordApiRequests, serveApi } from 'shared/testing/apiServer';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { asSignedIn } from '../../../testing/paymentsApi';
import { receiptEntry as entry } from '../../../testing/receipts';
import { ReceiptsView } from './ReceiptsView';

beforeEach(() => {
  serveApi({ 'GET /admin/receipts': { body: { data: [entry], total: 1, totalAmount: 300, cancelledCount: 0, cancelledAmount: 0, nextCursor: null } } });
});

test("a register row's Print, Download and Cancel are icons named as before, their words in a hint, so that the row's actions keep to one line", async () => {
  const user = userEvent.setup();
  renderInPortal(<ReceiptsView canCancel />, asSignedIn('admin', '/payments?view=receipts'));
  const print = await screen.findByRole('button', { name: 'Print receipt MAB/2627/000001' });
  const download = screen.getByRole('button', { name: 'Download receipt MAB/2627/000001' });
  const cancel = screen.getByRole('button', { name: 'Cancel receipt MAB/2627/000001' });
  expect([print.textContent, download.textContent, cancel.textContent]).toEqual(['', '', '']);
  // The first pointing fetches the hint, which then wraps the button.
  await user.hover(print);
  await waitFor(() => expect(print.isConnected).toBe(false));
  await user.hover(screen.getByRole('button', { name: 'Print receipt MAB/2627/000001' }));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Print receipt');
});

test('each row says how many copies of its receipt were printed', async () => {
  serveApi({
    'GET /admin/receipts': {
      body: {
        data: [
          { ...entry, copiesPrinted: 3 },
          { ...entry, number: 'MAB/2627/000002', copiesPrinted: 1 },
          { ...entry, number: 'MAB/2627/000003' },
        ],
        total: 3,
        totalAmount: 900,
        cancelledCount: 0,
        cancelledAmount: 0,
        nextCursor: null,
      },
    },
  });
  renderInPortal(<ReceiptsView canCancel={false} />, asSignedIn('viewer', '/payments?view=receipts'));
  await screen.findByText('3 copies printed');
  const rows = screen.getAllByRole('row');
  expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[5]!.textContent)).toEqual([
    'Issued3 copies printed',
    'Issued1 copy printed',
    'IssuedNot printed',
  ]);
});

test('a receipt says how the money came and who confirmed it, by name', async () => {
  serveApi({
    'GET /admin/receipts': {
      body: {
        data: [{ ...entry, method: 'upi', issuedByName: 'Priya Nair' }],
        total: 1,
        totalAmount: 300,
        cancelledCount: 0,
        cancelledAmount: 0,
        nextCursor: null,
      },
    },
  });
  renderInPortal(<ReceiptsView canCancel />, asSignedIn('admin', '/payments?view=receipts'));
  const row = (await screen.findByText('MAB/2627/000001')).closest('tr')!;
  expect(row).toHaveTextContent('₹300UPI');
  expect(row).toHaveTextContent('Priya Nair');
  expect(row).not.toHaveTextContent('Offline');
});

test("a cancelled receipt's reason is on its row, its registration is a link, and the totals say what was cancelled", async () => {
  const cancelled = {
    ...entry,
    number: 'MAB/2627/000002',
    cancelled: { at: '2026-11-27T06:00:00.000Z', by: 'admin@example.org', reason: 'The cash was counted short.' },
  };
  serveApi({
    'GET /admin/receipts': { body: { data: [entry, cancelled], total: 2, totalAmount: 300, cancelledCount: 1, cancelledAmount: 300, nextCursor: null } },
  });
  renderInPortal(<ReceiptsView canCancel={false} />, asSignedIn('viewer', '/payments?view=receipts'));
  const row = (await screen.findByText('MAB/2627/000002')).closest('tr')!;
  expect(within(row).getByText('Cancelled: The cash was counted short.')).toBeVisible();
  expect(within(row).getByRole('link', { name: 'REG-000001' })).toHaveAttribute('href', '/registrations/REG-000001');
  expect(screen.getByTestId('register-totals')).toHaveTextContent(/^2 receipts · ₹300 received · 1 cancelled \(₹300\)$/);
});

test('filtered to cancelled receipts, the totals count them and their rupees', async () => {
  const cancelled = { ...entry, cancelled: { at: '2026-11-27T06:00:00.000Z', by: null, reason: 'The cash was counted short.' } };
  serveApi({
    'GET /admin/receipts': { body: { data: [cancelled], total: 1, totalAmount: 0, cancelledCount: 1, cancelledAmount: 300, nextCursor: null } },
  });
  renderInPortal(<ReceiptsView canCancel={false} />, asSignedIn('viewer', '/payments?view=receipts&status=cancelled'));
  expect(await screen.findByTestId('register-totals')).toHaveTextContent(/^1 receipt cancelled \(₹300\)$/);
});

test('the search finds a receipt by its number: sent as typed with the other filters, kept in the address', async () => {
  const requests = recordApiRequests();
  serveApi({
    'GET /admin/receipts': ({ query }) => ({
      body: { data: query.q ? [entry] : [], total: query.q ? 1 : 0, totalAmount: query.q ? 300 : 0, cancelledCount: 0, cancelledAmount: 0, nextCursor: null },
    }),
  });
  const user = userEvent.setup();
  renderInPortal(<ReceiptsView canCancel={false} />, asSignedIn('viewer', '/payments?view=receipts&status=issued'));
  await screen.findByText('No receipts match these filters.');
  const search = screen.getByRole('searchbox', { name: 'Receipt number or registration ID' });
  // Nothing listed, no example.
  expect(search).not.toHaveAttribute('placeholder');
  await user.click(search);
  await user.paste('mab/2627/000001');
  expect(await screen.findByRole('cell', { name: 'MAB/2627/000001' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=mab%2F2627%2F000001'));
  const last = requests.filter((r) => r.path === '/admin/receipts').at(-1)!;
  expect(last.query).toMatchObject({ q: 'mab/2627/000001', status: 'issued' });
});

test("the search's example is the newest receipt listed, a number as the organisation writes them", async () => {
  renderInPortal(<ReceiptsView canCancel={false} />, asSignedIn('viewer', '/payments?view=receipts'));
  await screen.findByRole('cell', { name: 'MAB/2627/000001' });
  expect(screen.getByRole('searchbox', { name: 'Receipt number or registration ID' })).toHaveAttribute('placeholder', 'MAB/2627/000001');
});
