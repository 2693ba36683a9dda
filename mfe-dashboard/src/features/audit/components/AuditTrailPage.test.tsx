import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEntry } from 'shared/domain/registrations/registration';
import { formatDateTime } from 'shared/format/dates';
import { activityEntry as entry } from 'shared/testing/activityEntry';
import { auditPage as page, centreEntry } from '../../../testing/audit';
import { serveDashboardApi } from '../../../testing/dashboardApi';
import { recordApiRequests, type RecordedRequest } from 'shared/testing/apiServer';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { DEFAULT_PREFERENCES, setDisplayFormat } from 'shared/platform/settings/preferences';
import { AuditTrailPage } from './AuditTrailPage';

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordApiRequests();
});
afterEach(() => jest.restoreAllMocks());

const auditCalls = () => requests.filter((r) => r.path === '/admin/audit');
const lastAuditCall = () => auditCalls().at(-1)!.query;
const location = () => screen.getByTestId('location').textContent;

test('each entry shows when, who, what, the registration link, before -> after and the note; nothing to edit or delete', async () => {
  const system = entry({
    id: '2',
    action: 'registration.created',
    actor: null,
    note: undefined,
    before: undefined,
    after: undefined,
    registrationId: 'REG-7',
    name: 'Diya Rao',
  });
  serveDashboardApi({ 'GET /admin/audit': { body: page({ data: [entry(), system], total: 2 }) } });
  renderInPortal(<AuditTrailPage />, { url: '/audit' });
  const table = await screen.findByRole('table', { name: 'Audit entries' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(first).toHaveTextContent(formatDateTime('2026-05-20T09:15:00.000Z'));
  expect(first).toHaveTextContent('staff@example.org');
  expect(first).toHaveTextContent('staff');
  expect(first).toHaveTextContent('Payment confirmed');
  expect(within(first!).getByRole('link', { name: 'REG-0000042' })).toHaveAttribute('href', '/registrations/REG-0000042');
  expect(first).toHaveTextContent('Aarav Sharma');
  // Values in the words every other screen gives them (shared/domain/common/labels), not their codes.
  expect(first).toHaveTextContent('Payment status: Pending → Paid');
  expect(first).toHaveTextContent('Admin note: (empty) → Cash counted');
  // The note, and who it goes with: a staff member's confirmation never reads as an admin's.
  expect(first).toHaveTextContent(/Cash countedConfirmed by staff@example.org \(staff\)$/);
  expect(second).toHaveTextContent('System');
  expect(second).toHaveTextContent('Registration created');
  expect(within(second!).getByRole('link', { name: 'REG-7' })).toHaveAttribute('href', '/registrations/REG-7');
  expect(screen.getByRole('status')).toHaveTextContent('2 entries');
  expect(screen.queryByRole('button', { name: /edit|delete|remove/i })).not.toBeInTheDocument();
});

test("a staff member's confirmation shows their name, and the note says who confirmed, not 'admin'", async () => {
  const staffConfirmed = entry({
    actor: { uid: 'u1', email: 'staff@example.org', name: 'Priya Nair', role: 'staff' },
    note: 'Verified and confirmed by admin',
  });
  serveDashboardApi({ 'GET /admin/audit': { body: page({ data: [staffConfirmed], total: 1 }) } });
  renderInPortal(<AuditTrailPage />, { url: '/audit' });
  const table = await screen.findByRole('table', { name: 'Audit entries' });
  const [, row] = within(table).getAllByRole('row');
  const cells = within(row!).getAllByRole('cell');
  expect(cells[1]).toHaveTextContent('Priya Nairstaff@example.orgstaff');
  expect(cells[5]).toHaveTextContent('Verified and confirmed by adminConfirmed by Priya Nair (staff)');
});

test('a money action confirmed with a passkey says so beside who did it; one without, nothing', async () => {
  const approved = entry({ action: 'payment.approved', actor: { uid: 'u2', email: 'admin@example.org', role: 'admin', confirmedWith: 'passkey' } });
  serveDashboardApi({ 'GET /admin/audit': { body: page({ data: [approved, entry({ id: '2' })], total: 2 }) } });
  renderInPortal(<AuditTrailPage />, { url: '/audit' });
  const table = await screen.findByRole('table', { name: 'Audit entries' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first!).getAllByRole('cell')[1]).toHaveTextContent('admin@example.orgadminConfirmed with a passkey');
  expect(second).not.toHaveTextContent('passkey');
});

test("days are the person's: their time zone goes with the day filters", async () => {
  serveDashboardApi();
  setDisplayFormat({ locale: 'en-US', timeZone: 'America/New_York' });
  try {
    renderInPortal(<AuditTrailPage />, { url: '/audit?from=2026-05-01' });
    await screen.findByText('0 entries');
    expect(lastAuditCall()).toEqual({ from: '2026-05-01', tz: 'America/New_York' });
  } finally {
    setDisplayFormat({ locale: DEFAULT_PREFERENCES.locale, timeZone: DEFAULT_PREFERENCES.timezone });
  }
});

test('filters from the URL go to the call', async () => {
  serveDashboardApi();
  renderInPortal(<AuditTrailPage />, { url: '/audit?action=payment.confirmed&actor=staff%40example.org&registrationId=REG-1&from=2026-05-01&to=2026-05-31' });
  await screen.findByText('0 entries');
  expect(lastAuditCall()).toEqual({
    action: 'payment.confirmed',
    actor: 'staff@example.org',
    registrationId: 'REG-1',
    from: '2026-05-01',
    to: '2026-05-31',
    tz: 'Asia/Kolkata',
  });
  expect(screen.getByLabelText('Registration ID')).toHaveValue('REG-1');
  expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Payment confirmed');
});

test('choosing filters writes them to the URL, resets the page and calls again; Clear filters empties both', async () => {
  const user = userEvent.setup();
  serveDashboardApi();
  renderInPortal(<AuditTrailPage />, { url: '/audit?before=abc' });
  await screen.findByText('0 entries');

  await user.click(screen.getByRole('combobox', { name: 'Action' }));
  await user.click(screen.getByRole('option', { name: 'Marked as duplicate' }));
  await waitFor(() => expect(location()).toBe('/audit?action=registration.duplicate'));

  await user.type(screen.getByLabelText('Actor e-mail'), ' admin@example.org ');
  await waitFor(() => expect(location()).toBe('/audit?action=registration.duplicate&actor=admin%40example.org'));
  // Typed in the portal's format (en-IN: day first), applied on Enter.
  await user.type(screen.getByRole('textbox', { name: 'From' }), '02/05/2026{Enter}');
  await waitFor(() =>
    expect(lastAuditCall()).toEqual({ action: 'registration.duplicate', actor: 'admin@example.org', from: '2026-05-02', tz: 'Asia/Kolkata' }),
  );

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(location()).toBe('/audit'));
  expect(screen.getByLabelText('Actor e-mail')).toHaveValue('');
  await waitFor(() => expect(lastAuditCall()).toEqual({}));
}, 30_000);

test('Older and Newer follow the cursors through the URL', async () => {
  const user = userEvent.setup();
  serveDashboardApi({
    'GET /admin/audit': ({ query }) => ({
      body:
        query.before === 'older-1'
          ? page({ data: [entry({ id: '9', name: 'Older Child' })], total: 2, newerCursor: 'newer-1' })
          : page({ total: 2, olderCursor: 'older-1' }),
    }),
  });
  renderInPortal(<AuditTrailPage />, { url: '/audit?action=payment.confirmed' });
  expect(await screen.findByText('Aarav Sharma')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Older' }));
  expect(await screen.findByText('Older Child')).toBeInTheDocument();
  expect(location()).toBe('/audit?action=payment.confirmed&before=older-1');
  expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Newer' }));
  await waitFor(() => expect(location()).toBe('/audit?action=payment.confirmed&after=newer-1'));
});

test('a capped total says "more than"', async () => {
  serveDashboardApi({ 'GET /admin/audit': { body: page({ total: 10000, totalCapped: true }) } });
  renderInPortal(<AuditTrailPage />, { url: '/audit?action=registration.created' });
  expect(await screen.findByRole('status')).toHaveTextContent('More than 10,000 entries');
});

test('a failed call is logged and said', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  serveDashboardApi({ 'GET /admin/audit': { status: 500, body: { message: 'Internal Server Error' } } });
  renderInPortal(<AuditTrailPage />, { url: '/audit' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch audit logs');
  expect(logged).toHaveBeenCalledWith('Failed to fetch audit logs', expect.anything());
  await act(async () => {});
});

test('a date range the wrong way round is told, not sent, and no rows stay on screen', async () => {
  serveDashboardApi({ 'GET /admin/audit': { body: page() } });
  renderInPortal(<AuditTrailPage />, { url: '/audit?from=2026-05-10&to=2026-05-01' });
  expect(await screen.findByRole('alert')).toHaveTextContent('"From" must be on or before "To".');
  expect(auditCalls()).toHaveLength(0);
  expect(screen.queryByRole('table', { name: 'Audit entries' })).not.toBeInTheDocument();
  const to = screen.getByRole('textbox', { name: 'To' });
  expect(to).toHaveValue('01/05/2026');
  fireEvent.change(to, { target: { value: '20/05/2026' } });
  fireEvent.blur(to);
  await screen.findByRole('table', { name: 'Audit entries' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an entry about a centre says which; the action filter offers settings and staff actions', async () => {
  const centre = centreEntry({ before: { code: 'DLH01', city: 'Delhi' }, after: { code: 'DLH01', city: 'New Delhi' } });
  serveDashboardApi({ 'GET /admin/audit': { body: page({ data: [centre] }) } });
  renderInPortal(<AuditTrailPage />, { url: '/audit' });
  const table = await screen.findByRole('table', { name: 'Audit entries' });
  const [, row] = within(table).getAllByRole('row');
  expect(row).toHaveTextContent('Center DLH01');
  expect(
    within(row!)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['City: Delhi → New Delhi']);
  await userEvent.setup().click(screen.getByRole('combobox', { name: 'Action' }));
  const options = screen.getAllByRole('option').map((option) => option.textContent);
  expect(options).toEqual(expect.arrayContaining(['Payment confirmed', 'Center updated', 'Feature flag updated', 'Staff removed', 'Template updated']));
});

test('release changes read in words: a rollout as its share of browsers and version, not JSON', async () => {
  const release = (id: string, action: string, before: Record<string, unknown>, after: Record<string, unknown>) =>
    entry({
      id,
      action: action as ActivityEntry['action'],
      registrationId: null as unknown as string,
      name: 'mfe-payments',
      target: { type: 'module_release', id: 'mfe-payments', label: 'mfe-payments' },
      before,
      after,
      note: undefined,
    });
  const rollout = release('4', 'release.rollout', { live: 'v1.4.1', rollout: null }, { live: 'v1.4.1', rollout: { version: 'v1.4.2', percent: 50 } });
  const promoted = release('5', 'release.promoted', { live: 'v1.4.1', rollout: { version: 'v1.4.2', percent: 50 } }, { live: 'v1.4.2', rollout: null });
  serveDashboardApi({ 'GET /admin/audit': { body: page({ data: [rollout, promoted], total: 2 }) } });
  renderInPortal(<AuditTrailPage />, { url: '/audit' });
  const table = await screen.findByRole('table', { name: 'Audit entries' });
  const [, rolledOut, madeLive] = within(table).getAllByRole('row');
  const changes = (row: HTMLElement) =>
    within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  expect(changes(rolledOut!)).toEqual(['Rollout: (empty) → 50% of browsers on v1.4.2']);
  expect(changes(madeLive!)).toEqual(['Live for everyone: v1.4.1 → v1.4.2', 'Rollout: 50% of browsers on v1.4.2 → (empty)']);
  expect(table).not.toHaveTextContent('percent');
});

test.each(['admin', 'staff', 'viewer'])('a %s is offered only the registration and payment actions to filter by', async (role) => {
  serveDashboardApi({ 'GET /admin/audit': { body: page() } });
  renderInPortal(<AuditTrailPage />, { url: '/audit', claims: { sub: 'u1', role } });
  await screen.findByRole('table', { name: 'Audit entries' });
  await userEvent.setup().click(screen.getByRole('combobox', { name: 'Action' }));
  const options = screen.getAllByRole('option').map((option) => option.textContent);
  expect(options).toEqual(expect.arrayContaining(['All actions', 'Payment confirmed', 'Marked as duplicate']));
  for (const hidden of ['Settings updated', 'Staff removed', 'Profile updated', 'Center updated']) expect(options).not.toContain(hidden);
});

test("a person limited to some centres is told the trail holds their centres' entries, naming them", async () => {
  serveDashboardApi({
    'GET /admin/audit': { body: page() },
    'GET /admin/registrations/centers': { body: { centers: [{ code: 'CHN01', name: 'Chennai T. Nagar', city: 'Chennai' }], allCenters: false } },
  });
  renderInPortal(<AuditTrailPage />, { url: '/audit' });
  expect(await screen.findByTestId('center-scope')).toHaveTextContent('Only your centres: CHN01 (Chennai)');
});
