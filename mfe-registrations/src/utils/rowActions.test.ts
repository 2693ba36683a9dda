import type { Registration } from 'shared/domain/registrations/registration';
import { rowActionsFor } from './rowActions';
import { testRegistration } from 'shared/testing/registration';

const registration = (
  status: Registration['status'],
  paymentStatus: Registration['payment']['status'],
  mode: Registration['payment']['mode'] = 'offline',
): Registration => testRegistration({ status, payment: { mode, status: paymentStatus } });

test.each([
  ['superadmin', 'active', 'pending', ['view', 'edit', 'confirm', 'duplicate', 'disqualify']],
  ['admin', 'active', 'pending', ['view', 'edit', 'confirm', 'duplicate', 'disqualify']],
  ['admin', 'active', 'success', ['view', 'edit', 'duplicate', 'disqualify']],
  ['admin', 'duplicate', 'pending_payment_gateway', ['view', 'edit', 'confirmInPayments', 'clear']],
  ['staff', 'active', 'pending_payment_gateway', ['view', 'edit', 'confirmInPayments']],
  ['admin', 'disqualified', 'failed', ['view', 'edit', 'clear']],
  ['staff', 'active', 'pending', ['view', 'edit', 'confirm']],
  ['staff', 'disqualified', 'success', ['view', 'edit']],
  ['viewer', 'active', 'pending', ['view']],
  ['user', 'active', 'pending', ['view']],
] as const)('%s on a %s registration with a %s payment sees %j', (role, status, paymentStatus, expected) => {
  expect(rowActionsFor(registration(status, paymentStatus), role)).toEqual(expected);
});

test('an online payment pending at the gateway offers no confirmation anywhere in the menu', () => {
  expect(rowActionsFor(registration('active', 'pending_payment_gateway', 'online'), 'admin')).toEqual(['view', 'edit', 'duplicate', 'disqualify']);
});

test('an online payment pending in the portal is confirmed from the list', () => {
  expect(rowActionsFor(registration('active', 'pending', 'online'), 'staff')).toEqual(['view', 'edit', 'confirm']);
});

test("a paid row's receipt is printed and downloaded from the menu by every role that reads it; a payment waiting for approval offers no confirmation", () => {
  const receipt = { number: 'RCT/2627/000007', issuedAt: '2026-11-26T07:00:00.000Z', issuedBy: 'staff@example.org' };
  const paid = testRegistration({ payment: { mode: 'offline', status: 'success', receipt } });
  expect(rowActionsFor(paid, 'viewer')).toEqual(['view', 'printReceipt', 'downloadReceipt']);
  expect(rowActionsFor(paid, 'admin')).toEqual(['view', 'edit', 'printReceipt', 'downloadReceipt', 'duplicate', 'disqualify']);
  // Paid by the seed or an import: no receipt to print.
  expect(rowActionsFor(registration('active', 'success'), 'viewer')).toEqual(['view']);
  const waiting = testRegistration({
    payment: { mode: 'offline', status: 'pending', approval: { requestedBy: 'staff@example.org', requestedAt: receipt.issuedAt, note: null } },
  });
  expect(rowActionsFor(waiting, 'staff')).toEqual(['view', 'edit']);
});
