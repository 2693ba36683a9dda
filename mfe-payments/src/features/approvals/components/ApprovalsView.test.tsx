import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { waiting, waitingActiveAndDisqualified } from '../../../testing/approvals';
import { asSignedIn, registration, servePaymentsApi, type PaymentsApi } from '../../../testing/paymentsApi';
import { ApprovalsView } from './ApprovalsView';

let fake: PaymentsApi;

beforeEach(() => {
  const { active, disqualified } = waitingActiveAndDisqualified();
  fake = servePaymentsApi({
    'GET /admin/payments/approvals': { body: { data: [active, disqualified], total: 2 } },
    'POST /admin/registrations/:registrationId/approval': ({ params }) => ({
      body: { ...(params.registrationId === 'REG-000001' ? active : disqualified), payment: { ...active.payment, status: 'success', approval: null } },
    }),
  });
});

const approvalsSent = () =>
  fake.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/approval')).map((request) => [request.path, request.body]);

test("a disqualified registration's payment is approved with a button that names the status, which the API is told; an active one's with Approve", async () => {
  const user = userEvent.setup();
  renderInPortal(<ApprovalsView canDecide />, asSignedIn('admin', '/payments?view=approvals'));
  const named = await screen.findByRole('button', { name: 'Approve Payment of Disqualified Registration PAY-ABACUS-000002' });
  await user.click(named);
  // Asked once before it acts: nothing is sent until the dialog's button is pressed.
  const first = await screen.findByRole('dialog', { name: 'Approve confirmation?' });
  expect(first).toHaveTextContent('₹5,000 from');
  expect(first).toHaveTextContent('asked by staff@example.org');
  expect(approvalsSent()).toEqual([]);
  await user.click(within(first).getByRole('button', { name: 'Approve Payment of Disqualified Registration' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Approve PAY-ABACUS-000001' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Approve confirmation?' })).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(approvalsSent()).toHaveLength(2));
  expect(approvalsSent()).toEqual([
    ['/admin/registrations/REG-000002/approval', expect.objectContaining({ decision: 'approve', acknowledgeStatus: 'disqualified' })],
    ['/admin/registrations/REG-000001/approval', expect.not.objectContaining({ acknowledgeStatus: expect.anything() })],
  ]);
});

test('Cancel in the approve dialog sends nothing', async () => {
  const user = userEvent.setup();
  renderInPortal(<ApprovalsView canDecide />, asSignedIn('admin', '/payments?view=approvals'));
  await user.click(await screen.findByRole('button', { name: 'Approve PAY-ABACUS-000001' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Approve confirmation?' })).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(approvalsSent()).toEqual([]);
});

test('staff and viewers see what waits, with no Approve or Reject to press', async () => {
  renderInPortal(<ApprovalsView canDecide={false} />, asSignedIn('staff', '/payments?view=approvals'));
  expect(await screen.findAllByText('Waiting for an admin')).toHaveLength(2);
  expect(screen.queryAllByRole('button', { name: /^(Approve|Reject)/ })).toEqual([]);
});

test('the reject note counts its characters toward the 500 the API takes, and past them says so in words and cannot be sent', async () => {
  const user = userEvent.setup();
  renderInPortal(<ApprovalsView canDecide />, asSignedIn('admin', '/payments?view=approvals'));
  await user.click(await screen.findByRole('button', { name: 'Reject PAY-ABACUS-000001' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject confirmation?' });
  const note = within(dialog).getByRole('textbox', { name: 'Why is it rejected?' });
  expect(within(dialog).getByText('0/500')).toBeInTheDocument();
  await user.click(note);
  await user.paste('x'.repeat(500));
  expect(within(dialog).getByText('500/500')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled();
  await user.type(note, 'x');
  expect(within(dialog).getByText('Keep the note to 500 characters or fewer')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
  expect(approvalsSent()).toEqual([]);
});

test("a request's note is shown with the person who sent it, by name: the list's note says 'by admin' whoever asked", async () => {
  const asked = registration({
    registrationId: 'REG-000003',
    payment: {
      amount: 5000,
      approval: {
        requestedBy: 'staff@example.org',
        requestedByName: 'Priya Nair',
        requestedAt: '2026-11-27T05:00:00.000Z',
        note: 'Verified and confirmed by admin',
      },
    },
  });
  servePaymentsApi({ 'GET /admin/payments/approvals': { body: { data: [asked], total: 1 } } });
  renderInPortal(<ApprovalsView canDecide />, asSignedIn('admin', '/payments?view=approvals'));
  const note = (await screen.findByText('Verified and confirmed by admin')).closest('td')!;
  expect(note).toHaveTextContent('Verified and confirmed by adminConfirmation sent for approval by Priya Nair');
  expect(screen.getByText('Priya Nair')).toBeInTheDocument();
});

test('a request asked again after a rejection shows that rejection, who made it and why, in its row', async () => {
  const again = waiting({ registrationId: 'REG-000003' });
  again.payment.approval!.earlierRejection = {
    by: 'admin@example.org',
    byName: 'Arjun Mehta',
    at: '2026-11-26T05:00:00.000Z',
    note: 'No cash was handed over',
  };
  servePaymentsApi({ 'GET /admin/payments/approvals': { body: { data: [again, waiting({ registrationId: 'REG-000001' })], total: 2 } } });
  renderInPortal(<ApprovalsView canDecide />, asSignedIn('admin', '/payments?view=approvals'));
  await screen.findByText(/^Asked again/);
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent(/Asked again: rejected by Arjun Mehta, .*: No cash was handed over/);
  expect(rows[1]).not.toHaveTextContent('Asked again');
});
