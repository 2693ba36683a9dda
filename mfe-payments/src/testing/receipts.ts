// One receipt in the register as the API answers it in tests: Aarav Sharma's ₹300, paid at the
// counter and issued by staff, never printed.
import type { RegisterEntry } from 'shared/domain/payments/receipts-answers';

export const receiptEntry: RegisterEntry = {
  number: 'MAB/2627/000001',
  registrationId: 'REG-000001',
  name: 'Aarav Sharma',
  amount: 300,
  mode: 'offline',
  issuedAt: '2026-11-27T05:00:00.000Z',
  issuedBy: 'staff@example.org',
  issuedByName: null,
  method: null,
  cancelled: null,
  copiesPrinted: 0,
};
