import { screen, within } from '@testing-library/react';
import type { ActivityEntry, ListPage } from 'shared/domain/registrations/registration';
import { activityEntry } from 'shared/testing/activityEntry';
import { serveApi } from 'shared/testing/apiServer';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { RegistrationHistory } from './RegistrationHistory';

test('each change reads in the words every other screen gives its values, not their codes', async () => {
  const history: ListPage<ActivityEntry> = {
    data: [
      activityEntry({
        id: '2',
        action: 'registration.disqualified',
        note: undefined,
        registrationId: 'REG-1',
        before: { status: 'active' },
        after: { status: 'disqualified', disqualificationNote: 'Forged age proof' },
      }),
      activityEntry({
        registrationId: 'REG-1',
        before: { 'payment.status': 'pending_payment_gateway', 'payment.mode': 'online' },
        after: { 'payment.status': 'success', 'payment.mode': 'offline' },
      }),
    ],
    total: 2,
  };
  serveApi({ 'GET /admin/registrations/REG-1/history': { body: history } });
  renderInPortal(<RegistrationHistory registrationId="REG-1" />);
  const [disqualified, confirmed] = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
  expect(disqualified).toHaveTextContent('Status: Active → Disqualified');
  expect(disqualified).toHaveTextContent('Disqualification note: (empty) → Forged age proof');
  expect(confirmed).toHaveTextContent('Payment status: Pending (gateway) → Paid');
  expect(confirmed).toHaveTextContent('Payment mode: Online → Offline');
  expect(confirmed).not.toHaveTextContent(/pending_payment_gateway|success/);
});

test("a confirmation's note names the person who confirmed, labelled as such, and how the money came", async () => {
  const history: ListPage<ActivityEntry> = {
    data: [
      activityEntry({
        registrationId: 'REG-1',
        actor: { uid: 'u1', email: 'staff@example.org', name: 'Priya Nair', role: 'staff' },
        note: 'Verified and confirmed by admin',
        before: { 'payment.status': 'pending', 'payment.method': null },
        after: { 'payment.status': 'success', 'payment.method': 'cash' },
      }),
    ],
    total: 1,
  };
  serveApi({ 'GET /admin/registrations/REG-1/history': { body: history } });
  renderInPortal(<RegistrationHistory registrationId="REG-1" />);
  const [confirmed] = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
  expect(confirmed).toHaveTextContent('Priya Nair (staff)');
  expect(confirmed).toHaveTextContent('Note: Verified and confirmed by admin · Confirmed by Priya Nair (staff)');
  expect(confirmed).toHaveTextContent('Paid by: (empty) → Cash');
});

test('an approval its approver confirmed with a passkey says so beside them, as the audit trail does; another change, nothing', async () => {
  const history: ListPage<ActivityEntry> = {
    data: [
      activityEntry({
        id: '2',
        action: 'payment.approved',
        registrationId: 'REG-1',
        actor: { uid: 'u2', email: 'admin@example.org', name: 'Arjun Mehta', role: 'admin', confirmedWith: 'passkey' },
      }),
      activityEntry({ registrationId: 'REG-1' }),
    ],
    total: 2,
  };
  serveApi({ 'GET /admin/registrations/REG-1/history': { body: history } });
  renderInPortal(<RegistrationHistory registrationId="REG-1" />);
  const [approved, other] = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
  expect(approved).toHaveTextContent('Arjun Mehta (admin)Confirmed with a passkey');
  expect(other).not.toHaveTextContent('passkey');
});
