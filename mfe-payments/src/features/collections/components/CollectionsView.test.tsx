import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collections } from 'shared/domain/payments/receipts-answers';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { serveApi } from 'shared/testing/apiServer';
import { asSignedIn, servePaymentsApi } from '../../../testing/paymentsApi';
import { CollectionsView } from './CollectionsView';

test("each staff member's day is split by how the money came, so that a cash drawer can be balanced", async () => {
  const collections: Collections = {
    data: [
      {
        day: '2026-11-27',
        staffEmail: 'staff@example.org',
        count: 4,
        amount: 1400,
        byMethod: { cash: { count: 2, amount: 600 }, upi: { count: 1, amount: 500 } },
      },
      { day: '2026-11-27', staffEmail: 'admin@example.org', count: 1, amount: 300, byMethod: {} },
    ],
    totalCount: 5,
    totalAmount: 1700,
    outsideYourCentres: null,
  };
  servePaymentsApi({ 'GET /admin/payments/collections': { body: collections } });
  renderInPortal(<CollectionsView />, asSignedIn('staff', '/payments?view=collections&from=2026-11-27&to=2026-11-27'));
  const staff = (await screen.findByText('staff@example.org')).closest('tr')!;
  expect(staff).toHaveTextContent('Cash 2 · ₹600, UPI 1 · ₹500');
  expect((await screen.findByText('admin@example.org')).closest('tr')).not.toHaveTextContent(/Cash|UPI/);
});

const oneCentre = { centers: [{ code: 'CHN01', name: 'Chennai T. Nagar', city: 'Chennai' }], allCenters: false };

test('a person limited to one centre: her receipts issued outside it are one line, without registrations, and her total matches the cash in hand', async () => {
  const collections: Collections = {
    data: [{ day: '2026-11-27', staffEmail: 'staff@example.org', count: 2, amount: 800, byMethod: { cash: { count: 2, amount: 800 } } }],
    totalCount: 2,
    totalAmount: 800,
    outsideYourCentres: { count: 2, amount: 600 },
  };
  servePaymentsApi({ 'GET /admin/payments/collections': { body: collections } });
  serveApi({ 'GET /admin/registrations/centers': { body: oneCentre } });
  renderInPortal(<CollectionsView />, asSignedIn('staff', '/payments?view=collections&from=2026-11-27&to=2026-11-27'));
  expect(await screen.findByTestId('collections-outside')).toHaveTextContent(/^2 receipts you issued outside your centres: ₹600$/);
  const total = screen.getByTestId('collections-total');
  expect(
    within(total)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Total', '4', '₹1,400']);
  expect(await screen.findByTestId('center-scope')).toHaveTextContent('Only your centres: CHN01 (Chennai)');
});

test('her only receipts of the day being outside her centres, the sheet shows that line and the total, not "No receipts"', async () => {
  const collections: Collections = { data: [], totalCount: 0, totalAmount: 0, outsideYourCentres: { count: 1, amount: 300 } };
  servePaymentsApi({ 'GET /admin/payments/collections': { body: collections } });
  serveApi({ 'GET /admin/registrations/centers': { body: oneCentre } });
  renderInPortal(<CollectionsView />, asSignedIn('staff', '/payments?view=collections&from=2026-11-27&to=2026-11-27'));
  expect(await screen.findByTestId('collections-outside')).toHaveTextContent('1 receipt you issued outside your centres: ₹300');
  expect(screen.getByTestId('collections-total')).toHaveTextContent('₹300');
  expect(screen.queryByText('No receipts were issued on these days.')).not.toBeInTheDocument();
});

test('the total row is drawn as the rows are, in bold: not the smaller grey text of a table footer', async () => {
  const collections: Collections = {
    data: [{ day: '2026-11-27', staffEmail: 'staff@example.org', count: 1, amount: 300, byMethod: {} }],
    totalCount: 1,
    totalAmount: 300,
    outsideYourCentres: null,
  };
  servePaymentsApi({ 'GET /admin/payments/collections': { body: collections } });
  renderInPortal(<CollectionsView />, asSignedIn('staff', '/payments?view=collections&from=2026-11-27&to=2026-11-27'));
  const total = await screen.findByTestId('collections-total');
  for (const cell of within(total).getAllByRole('cell')) {
    expect(cell).toHaveClass('MuiTableCell-body');
    expect(cell).not.toHaveClass('MuiTableCell-footer');
    expect(getComputedStyle(cell).fontWeight).toBe('700');
  }
  expect(screen.queryByTestId('collections-outside')).not.toBeInTheDocument();
});

test("From and To are typed in the person's locale (dd/mm/yyyy in en-IN), as the audit trail's are, and go to the address as days", async () => {
  const collections: Collections = { data: [], totalCount: 0, totalAmount: 0, outsideYourCentres: null };
  servePaymentsApi({ 'GET /admin/payments/collections': { body: collections } });
  renderInPortal(<CollectionsView />, asSignedIn('staff', '/payments?view=collections&from=2026-11-27&to=2026-11-27'));
  const from = screen.getByRole('textbox', { name: 'From' });
  expect(from).toHaveValue('27/11/2026');
  expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('27/11/2026');
  const user = userEvent.setup();
  await user.clear(from);
  await user.type(from, '01/11/2026{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('from=2026-11-01&to=2026-11-27');
  await user.clear(from);
  await user.type(from, '31/02/2026{Enter}');
  expect(await screen.findByText('Write the date as dd/mm/yyyy, for example 21/11/2026.')).toBeInTheDocument();
});
