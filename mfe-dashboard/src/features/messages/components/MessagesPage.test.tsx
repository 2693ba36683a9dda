import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from 'shared/domain/messages/messages';
import { formatDateTime } from 'shared/format/dates';
import { recordApiRequests, writes, type RecordedRequest } from 'shared/testing/apiServer';
import { onPhoneScreen } from 'shared/testing/phoneScreen';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { messagesPage, testMessage } from 'shared/testing/message';
import { MESSAGE_COUNTS, serveDashboardApi, testMessageDetail } from '../../../testing/dashboardApi';
import { COUNTS_POLL_MS, MessagesPage } from './MessagesPage';

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordApiRequests();
});
afterEach(() => jest.restoreAllMocks());

const FAILED_ID = '0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e02';
const SKIPPED_ID = '0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e03';
const RETRY_ID = '0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e04';
const SECOND_FAILED_ID = '0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e05';

const failed = testMessage({
  id: FAILED_ID,
  to: 'gone@example.org',
  status: 'failed',
  attempts: 1,
  lastError: '550 Mailbox unavailable',
  sentAt: null,
  createdAt: '2026-05-20T10:00:00.000Z',
});
const skipped = testMessage({
  id: SKIPPED_ID,
  channel: 'sms',
  template: 'disqualification-notice',
  to: '98765',
  subject: null,
  status: 'skipped',
  attempts: 0,
  lastError: 'No e-mail, and the contact number 98765 is not a phone number',
  sentAt: null,
});
const retrying = testMessage({
  id: RETRY_ID,
  template: 'staff-invitation',
  to: 'new.admin@example.org',
  subject: 'You are invited to the Abacus Admin Portal',
  status: 'queued',
  attempts: 1,
  lastError: '451 Try again later',
  registrationId: null,
  sentAt: null,
});

const messageCalls = () => requests.filter((r) => r.path === '/admin/messages');
const countCalls = () => requests.filter((r) => r.path === '/admin/messages/counts');
const location = () => screen.getByTestId('location').textContent;
const rowOf = (to: string) => screen.getByRole('row', { name: new RegExp(to.replace(/[.+]/g, '\\$&')) });

test('each message shows when, the recipient and subject, the template and channel in words and its status; a failed one its reason in words, a skipped one why', async () => {
  serveDashboardApi({ 'GET /admin/messages': { body: messagesPage([failed, testMessage(), skipped, retrying], { total: 4 }) } });
  renderInPortal(<MessagesPage />, { url: '/messages' });
  const table = await screen.findByRole('table', { name: 'Messages' });
  const [, first, second, third, fourth] = within(table).getAllByRole('row');
  expect(first).toHaveTextContent(formatDateTime('2026-05-20T10:00:00.000Z'));
  expect(first).toHaveTextContent('gone@example.org');
  expect(first).toHaveTextContent('Payment received for REG-0000042');
  expect(first).toHaveTextContent('Payment Received');
  expect(first).toHaveTextContent('E-mail');
  expect(first).toHaveTextContent('Failed');
  expect(first).toHaveTextContent('550 Mailbox unavailable');
  expect(second).toHaveTextContent('Sent');
  expect(third).toHaveTextContent('Disqualification Notice');
  expect(third).toHaveTextContent('SMS');
  expect(third).toHaveTextContent('SkippedNo e-mail, and the contact number 98765 is not a phone number');
  expect(fourth).toHaveTextContent('Staff Invitation');
  expect(fourth).toHaveTextContent('Will try again. Last answer: 451 Try again later');
  expect(screen.getByRole('status')).toHaveTextContent('4 messages');
  // Sent again only what was sent or failed: a skipped one has nowhere to go, a queued one is on its way.
  expect(within(first!).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
  expect(within(second!).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
  expect(within(third!).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  expect(within(fourth!).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  expect(messageCalls().at(-1)!.query).toEqual({});
});

test('the counts per status head the screen; pressing one filters the list by it, and pressing it again clears it', async () => {
  const user = userEvent.setup();
  serveDashboardApi();
  renderInPortal(<MessagesPage />, { url: '/messages' });
  const counts = await screen.findByRole('group', { name: 'Messages by status' });
  await waitFor(() => expect(within(counts).getByTestId('count-sent')).toHaveTextContent('Sent120'));
  expect(
    within(counts)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Queued2', 'Sending0', 'Sent120', 'Failed3', 'Skipped1']);
  await user.click(within(counts).getByRole('button', { name: /^Failed/ }));
  await waitFor(() => expect(location()).toBe('/messages?status=failed'));
  await waitFor(() => expect(messageCalls().at(-1)!.query).toEqual({ status: 'failed' }));
  expect(within(counts).getByRole('button', { name: /^Failed/ })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Failed');
  await user.click(within(counts).getByRole('button', { name: /^Failed/ }));
  await waitFor(() => expect(location()).toBe('/messages'));
});

describe('live counts', () => {
  let visibility: DocumentVisibilityState;
  beforeEach(() => {
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    jest.useFakeTimers({ advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  const setVisibility = (next: DocumentVisibilityState) =>
    act(() => {
      visibility = next;
      document.dispatchEvent(new Event('visibilitychange'));
    });

  test('the counts are asked for every 5 s while the page is in sight; a count that moved fetches the rows again, one that stayed does not', async () => {
    let counts = MESSAGE_COUNTS;
    serveDashboardApi({ 'GET /admin/messages/counts': () => ({ body: counts }) });
    renderInPortal(<MessagesPage />, { url: '/messages' });
    await screen.findByRole('table', { name: 'Messages' });
    await waitFor(() => expect(countCalls()).toHaveLength(1));
    expect(messageCalls()).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(COUNTS_POLL_MS));
    await waitFor(() => expect(countCalls()).toHaveLength(2));
    expect(messageCalls()).toHaveLength(1);

    counts = { ...MESSAGE_COUNTS, queued: 1, sent: 121 };
    await act(() => jest.advanceTimersByTimeAsync(COUNTS_POLL_MS));
    await waitFor(() => expect(screen.getByTestId('count-sent')).toHaveTextContent('121'));
    await waitFor(() => expect(messageCalls()).toHaveLength(2));
  });

  test('a hidden page asks for nothing; back in sight, it asks at once', async () => {
    serveDashboardApi();
    renderInPortal(<MessagesPage />, { url: '/messages' });
    await waitFor(() => expect(countCalls()).toHaveLength(1));
    setVisibility('hidden');
    await act(() => jest.advanceTimersByTimeAsync(COUNTS_POLL_MS * 4));
    expect(countCalls()).toHaveLength(1);
    setVisibility('visible');
    await waitFor(() => expect(countCalls()).toHaveLength(2));
  });
});

test('filters from the URL go to the call and show in the controls; a value the screen does not offer is dropped, not sent', async () => {
  serveDashboardApi();
  const { unmount } = renderInPortal(<MessagesPage />, { url: '/messages?status=failed&channel=sms&template=payment-received&to=98765&cursor=40' });
  await screen.findByRole('table', { name: 'Messages' });
  expect(messageCalls().at(-1)!.query).toEqual({ status: 'failed', channel: 'sms', template: 'payment-received', to: '98765', cursor: '40' });
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Failed');
  expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveTextContent('SMS');
  expect(screen.getByRole('combobox', { name: 'Template' })).toHaveTextContent('Payment Received');
  expect(screen.getByLabelText('Recipient')).toHaveValue('98765');

  unmount();
  renderInPortal(<MessagesPage />, { url: '/messages?status=lost&channel=fax&template=nope' });
  await waitFor(() => expect(messageCalls().at(-1)!.query).toEqual({}));
});

test('choosing filters writes them to the URL, goes back to the newest page and calls again; Clear filters empties both', async () => {
  const user = userEvent.setup();
  serveDashboardApi();
  renderInPortal(<MessagesPage />, { url: '/messages?cursor=40' });
  await screen.findByRole('table', { name: 'Messages' });

  await user.click(screen.getByRole('combobox', { name: 'Channel' }));
  await user.click(screen.getByRole('option', { name: 'SMS' }));
  await waitFor(() => expect(location()).toBe('/messages?channel=sms'));
  await user.click(screen.getByRole('combobox', { name: 'Template' }));
  await user.click(screen.getByRole('option', { name: 'Staff Invitation' }));
  await user.type(screen.getByLabelText('Recipient'), ' new.admin@ ');
  await waitFor(() => expect(location()).toBe('/messages?channel=sms&template=staff-invitation&to=new.admin%40'));
  await waitFor(() => expect(messageCalls().at(-1)!.query).toEqual({ channel: 'sms', template: 'staff-invitation', to: 'new.admin@' }));

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(location()).toBe('/messages'));
  expect(screen.getByLabelText('Recipient')).toHaveValue('');
  await waitFor(() => expect(messageCalls().at(-1)!.query).toEqual({}));
}, 30_000);

test('Older follows nextCursor and keeps each page followed in the URL; Newer steps back, Newest goes to the first page', async () => {
  const user = userEvent.setup();
  const pageOf = (cursor: string | undefined) =>
    cursor === undefined
      ? messagesPage([testMessage({ to: 'first@example.org' })], { total: 3, nextCursor: '30' })
      : cursor === '30'
        ? messagesPage([testMessage({ to: 'second@example.org' })], { total: 3, nextCursor: '20' })
        : messagesPage([testMessage({ to: 'third@example.org' })], { total: 3 });
  serveDashboardApi({ 'GET /admin/messages': ({ query }) => ({ body: pageOf(query.cursor) }) });
  renderInPortal(<MessagesPage />, { url: '/messages?channel=email' });
  expect(await screen.findByText('first@example.org')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Older' }));
  expect(await screen.findByText('second@example.org')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Older' }));
  expect(await screen.findByText('third@example.org')).toBeInTheDocument();
  expect(location()).toBe('/messages?channel=email&cursor=30&cursor=20');
  expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Newer' }));
  expect(await screen.findByText('second@example.org')).toBeInTheDocument();
  expect(location()).toBe('/messages?channel=email&cursor=30');
  await user.click(screen.getByRole('button', { name: 'Newest' }));
  expect(await screen.findByText('first@example.org')).toBeInTheDocument();
  expect(location()).toBe('/messages?channel=email');
});

test("Details opens the message: its text as sent, each attempt with its time and the server's answer, and a link to its registration", async () => {
  const user = userEvent.setup();
  serveDashboardApi({
    'GET /admin/messages': { body: messagesPage([failed]) },
    'GET /admin/messages/:id': {
      body: testMessageDetail({
        ...failed,
        body: 'Dear Aarav Sharma,\n\nWe have received your payment of ₹300.',
        attemptLog: [
          { at: '2026-05-20T10:00:01.000Z', outcome: 'retry', answer: '451 Try again later' },
          { at: '2026-05-20T10:00:31.000Z', outcome: 'failed', answer: '550 Mailbox unavailable' },
        ],
      }),
    },
  });
  renderInPortal(<MessagesPage />, { url: '/messages' });
  await user.click(within(await screen.findByRole('table', { name: 'Messages' })).getByRole('button', { name: 'Details' }));
  const drawer = await screen.findByRole('dialog', { name: 'Message to gone@example.org' });
  expect(requests.some((r) => r.path === `/admin/messages/${FAILED_ID}`)).toBe(true);
  expect(within(drawer).getByTestId('message-body')).toHaveTextContent('Dear Aarav Sharma, We have received your payment of ₹300.');
  const attempts = within(drawer)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(attempts).toEqual([
    `${formatDateTime('2026-05-20T10:00:01.000Z')}: Refused for now, tried again later451 Try again later`,
    `${formatDateTime('2026-05-20T10:00:31.000Z')}: Refused550 Mailbox unavailable`,
  ]);
  expect(within(drawer).getByRole('link', { name: 'REG-0000042' })).toHaveAttribute('href', '/registrations/REG-0000042');
  expect(within(drawer).getByText('550 Mailbox unavailable', { selector: 'dd *' })).toBeInTheDocument();
  await user.click(within(drawer).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a message whose text was removed under the retention period says so; one not tried yet says so', async () => {
  const user = userEvent.setup();
  serveDashboardApi({ 'GET /admin/messages/:id': { body: testMessageDetail({ body: null, attemptLog: [], status: 'queued', attempts: 0, sentAt: null }) } });
  renderInPortal(<MessagesPage />, { url: '/messages' });
  await user.click(await screen.findByRole('button', { name: 'Details' }));
  const drawer = await screen.findByRole('dialog', { name: 'Message to parent@example.org' });
  expect(drawer).toHaveTextContent('The text was removed after the retention period the audit settings set.');
  expect(drawer).toHaveTextContent('Not tried yet.');
  expect(within(drawer).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
});

test('Resend on a row queues a new copy, says so, and the list and counts are fetched again', async () => {
  const user = userEvent.setup();
  serveDashboardApi({
    'GET /admin/messages': { body: messagesPage([failed]) },
    'POST /admin/messages/:id/resend': { body: { data: [{ ...failed, id: SECOND_FAILED_ID, status: 'queued', attempts: 0, lastError: null }] } },
  });
  renderInPortal(<MessagesPage />, { url: '/messages' });
  await screen.findByRole('table', { name: 'Messages' });
  await waitFor(() => expect(countCalls()).toHaveLength(1));
  await user.click(within(rowOf('gone@example.org')).getByRole('button', { name: 'Resend' }));
  expect(await screen.findByText('Message queued again')).toBeInTheDocument();
  expect(screen.getByText('A new copy goes to gone@example.org.')).toBeInTheDocument();
  expect(writes(requests)).toEqual([{ method: 'POST', path: `/admin/messages/${FAILED_ID}/resend`, body: undefined }]);
  await waitFor(() => expect(messageCalls()).toHaveLength(2));
  await waitFor(() => expect(countCalls()).toHaveLength(2));
});

test("a resend the API refuses says the API's words", async () => {
  const user = userEvent.setup();
  serveDashboardApi({
    'GET /admin/messages': { body: messagesPage([failed]) },
    'POST /admin/messages/:id/resend': { status: 409, body: { message: 'This message was skipped or its text was removed: there is nothing to send again.' } },
  });
  renderInPortal(<MessagesPage />, { url: '/messages' });
  await user.click(within(await screen.findByRole('table', { name: 'Messages' })).getByRole('button', { name: 'Resend' }));
  expect(await screen.findByText('The message was not queued again')).toBeInTheDocument();
  expect(screen.getByText('This message was skipped or its text was removed: there is nothing to send again.')).toBeInTheDocument();
});

test('only failed messages can be chosen; "Resend failed" sends their ids, says how many went, clears the choice and refreshes the list', async () => {
  const user = userEvent.setup();
  const second = { ...failed, id: SECOND_FAILED_ID, to: 'closed@example.org' };
  serveDashboardApi({
    'GET /admin/messages': { body: messagesPage([failed, testMessage(), second, skipped]) },
    // One of the two stopped failing meanwhile (another admin resent it): the API leaves it.
    'POST /admin/messages/resend': { body: { data: [{ ...failed, id: '0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e09', status: 'queued' }] } },
  });
  renderInPortal(<MessagesPage />, { url: '/messages' });
  const table = await screen.findByRole('table', { name: 'Messages' });
  expect(
    within(table)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label')),
  ).toEqual(['Select the failed messages on this page', 'Select the failed message to gone@example.org', 'Select the failed message to closed@example.org']);
  const resendFailed = screen.getByRole('button', { name: 'Resend failed (0)' });
  expect(resendFailed).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Select the failed messages on this page' }));
  expect(screen.getByRole('button', { name: 'Resend failed (2)' })).toBeEnabled();
  await user.click(screen.getByRole('checkbox', { name: 'Select the failed message to closed@example.org' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select the failed message to closed@example.org' }));
  await user.click(screen.getByRole('button', { name: 'Resend failed (2)' }));
  expect(await screen.findByText('1 message queued again')).toBeInTheDocument();
  expect(screen.getByText('1 message had stopped failing meanwhile and was left as it was.')).toBeInTheDocument();
  expect(writes(requests)).toEqual([{ method: 'POST', path: '/admin/messages/resend', body: { ids: [FAILED_ID, SECOND_FAILED_ID] } }]);
  expect(screen.getByRole('button', { name: 'Resend failed (0)' })).toBeDisabled();
  await waitFor(() => expect(messageCalls()).toHaveLength(2));
});

test('a choice made under one filter is dropped by another', async () => {
  const user = userEvent.setup();
  serveDashboardApi({ 'GET /admin/messages': { body: messagesPage([failed]) } });
  renderInPortal(<MessagesPage />, { url: '/messages' });
  await user.click(await screen.findByRole('checkbox', { name: 'Select the failed message to gone@example.org' }));
  expect(screen.getByRole('button', { name: 'Resend failed (1)' })).toBeEnabled();
  await user.click(screen.getByRole('combobox', { name: 'Channel' }));
  await user.click(screen.getByRole('option', { name: 'E-mail' }));
  await waitFor(() => expect(location()).toBe('/messages?channel=email'));
  expect(screen.getByRole('button', { name: 'Resend failed (0)' })).toBeDisabled();
});

test('with no messages at all the screen says what will show there; with filters, that none match', async () => {
  serveDashboardApi({ 'GET /admin/messages': { body: messagesPage([]) } });
  const { unmount } = renderInPortal(<MessagesPage />, { url: '/messages' });
  expect(await screen.findByText('No messages yet. Receipts, notices and invitations show here once they are written.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('0 messages');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();

  unmount();
  renderInPortal(<MessagesPage />, { url: '/messages?status=failed' });
  expect(await screen.findByText('No messages match these filters.')).toBeInTheDocument();
});

test('while the list loads a spinner says so; a failed call is said with Retry, which asks again', async () => {
  const user = userEvent.setup();
  let fail = true;
  serveDashboardApi({
    'GET /admin/messages': () => (fail ? { status: 500, body: { message: 'Internal Server Error' } } : { body: messagesPage([testMessage()]) }),
  });
  renderInPortal(<MessagesPage />, { url: '/messages' });
  expect(screen.getByRole('progressbar', { name: 'Loading messages' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('The messages could not be loaded. The server could not answer. Please try again.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'Messages' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('counts that cannot be read are said, and the list still shows', async () => {
  serveDashboardApi({ 'GET /admin/messages/counts': { status: 500, body: { message: 'Internal Server Error' } } });
  renderInPortal(<MessagesPage />, { url: '/messages' });
  expect(await screen.findByText(/The counts could not be loaded/)).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Messages' })).toBeInTheDocument();
});

describe('on a phone', () => {
  onPhoneScreen();

  test('each message is a card with its template, channel, recipient, status and reason, and its buttons', async () => {
    const user = userEvent.setup();
    serveDashboardApi({
      'GET /admin/messages': { body: messagesPage([failed, testMessage()]) },
      'POST /admin/messages/resend': { body: { data: [] as Message[] } },
    });
    renderInPortal(<MessagesPage />, { url: '/messages' });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Payment Received · E-mail');
    expect(first).toHaveTextContent('gone@example.org');
    expect(first).toHaveTextContent('550 Mailbox unavailable');
    expect(within(first!).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(within(second!).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(first!).getByRole('checkbox', { name: 'Select the failed message to gone@example.org' }));
    expect(screen.getByRole('button', { name: 'Resend failed (1)' })).toBeEnabled();
  });
});
