import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordApiRequests, serveApi, writes } from 'shared/testing/apiServer';
import { messagesPage, testMessage } from 'shared/testing/message';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { RegistrationMessages } from './RegistrationMessages';

const sentEmail = testMessage({ id: '0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e01', registrationId: 'REG-1', to: 'parent@example.org' });
const failedSms = testMessage({
  id: '0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e02',
  registrationId: 'REG-1',
  channel: 'sms',
  to: '+919876543210',
  subject: null,
  status: 'failed',
  lastError: '400 Template not approved on DLT',
  sentAt: null,
});
const skipped = testMessage({
  id: '0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e03',
  registrationId: 'REG-1',
  template: 'disqualification-notice',
  channel: 'sms',
  to: '12345',
  status: 'skipped',
  lastError: 'The contact number "12345" is not an Indian mobile number, so no SMS was sent.',
  sentAt: null,
});

test("lists the registration's messages: channel, template in words, recipient, status, and a failed or skipped one's reason", async () => {
  const calls = recordApiRequests();
  serveApi({ 'GET /admin/messages': { body: messagesPage([failedSms, sentEmail, skipped]) } });
  renderInPortal(<RegistrationMessages registrationId="REG-1" />);
  const [failed, sent, notSent] = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
  expect(calls.map((call) => [call.method, call.path, call.query])).toEqual([['GET', '/admin/messages', { registrationId: 'REG-1' }]]);
  expect(failed).toHaveTextContent('SMS');
  expect(failed).toHaveTextContent('Payment Received');
  expect(failed).toHaveTextContent('To: +919876543210');
  expect(failed).toHaveTextContent('Failed');
  expect(failed).toHaveTextContent('400 Template not approved on DLT');
  expect(sent).toHaveTextContent('E-mail');
  expect(sent).toHaveTextContent('To: parent@example.org');
  expect(sent).toHaveTextContent('Sent');
  expect(notSent).toHaveTextContent('Disqualification Notice');
  expect(notSent).toHaveTextContent('Skipped');
  expect(notSent).toHaveTextContent('The contact number "12345" is not an Indian mobile number, so no SMS was sent.');
});

test('an admin resends a failed message, and the list is read again; only failed ones offer Resend', async () => {
  const user = userEvent.setup();
  const calls = recordApiRequests();
  let page = messagesPage([failedSms, sentEmail]);
  const copy = testMessage({
    id: '0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e04',
    registrationId: 'REG-1',
    channel: 'sms',
    to: '+919876543210',
    status: 'queued',
    sentAt: null,
  });
  serveApi({
    'GET /admin/messages': () => ({ body: page }),
    'POST /admin/messages/:id/resend': () => {
      page = messagesPage([copy, failedSms, sentEmail]);
      return { body: { data: [copy] } };
    },
  });
  renderInPortal(<RegistrationMessages registrationId="REG-1" />, { claims: { sub: 'u1', role: 'admin' } });
  const list = await screen.findByRole('list', { name: 'Messages' });
  const resends = within(list).getAllByRole('button', { name: /^Resend/ });
  expect(resends).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Resend Payment Received to +919876543210' }));
  expect(await screen.findByText('Message queued again')).toBeInTheDocument();
  expect(await within(list).findByText('Queued')).toBeInTheDocument();
  expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', path: `/admin/messages/${failedSms.id}/resend` })]);
});

test("a refused resend says why in the server's words", async () => {
  const user = userEvent.setup();
  serveApi({
    'GET /admin/messages': { body: messagesPage([failedSms]) },
    'POST /admin/messages/:id/resend': {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'This message was skipped or its text was removed: there is nothing to send again.' },
    },
  });
  renderInPortal(<RegistrationMessages registrationId="REG-1" />, { claims: { sub: 'u1', role: 'superadmin' } });
  await user.click(await screen.findByRole('button', { name: /^Resend/ }));
  expect(await screen.findByText('This message was skipped or its text was removed: there is nothing to send again.')).toBeInTheDocument();
});

test('staff and viewers read the messages but are offered no Resend; none sent says so', async () => {
  serveApi({ 'GET /admin/messages': { body: messagesPage([failedSms]) } });
  const { unmount } = renderInPortal(<RegistrationMessages registrationId="REG-1" />, { claims: { sub: 'u1', role: 'staff' } });
  expect(await screen.findByText('400 Template not approved on DLT')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Resend/ })).not.toBeInTheDocument();
  unmount();

  serveApi({ 'GET /admin/messages': { body: messagesPage([]) } });
  renderInPortal(<RegistrationMessages registrationId="REG-2" />, { claims: { sub: 'u1', role: 'viewer' } });
  expect(await screen.findByText('No messages sent yet.')).toBeInTheDocument();
});
