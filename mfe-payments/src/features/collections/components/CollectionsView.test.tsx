import { screen } from '@testing-library/react';
import type { Collections } from 'shared/domain/payments/receipts-answers';
import { renderInPortal } from 'shared/testing/renderInPortal';
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
  };
  servePaymentsApi({ 'GET /admin/payments/collections': { body: collections } });
  renderInPortal(<CollectionsView />, asSignedIn('staff', '/payments?view=collections&from=2026-11-27&to=2026-11-27'));
  const staff = (await screen.findByText('staff@example.org')).closest('tr')!;
  expect(staff).toHaveTextContent('Cash 2 · ₹600, UPI 1 · ₹500');
  expect((await screen.findByText('admin@example.org')).closest('tr')).not.toHaveTextContent(/Cash|UPI/);
});
