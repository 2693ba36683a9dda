import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/platform/routing/router';
import { recordApiRequests, serveApi, type RecordedRequest } from 'shared/testing/apiServer';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { CommandPalette } from './CommandPalette';
import { testRegistration } from 'shared/testing/registration';

jest.mock('../../../lib/auth/useSignOut', () => ({ useSignOut: () => jest.fn() }));
let mockRole = 'superadmin';
jest.mock('../../../lib/auth/useSession', () => ({ useSession: () => ({ role: mockRole }) }));

const registration = (id: string, name: string, paid: boolean) =>
  testRegistration({ registrationId: id, name, payment: { paymentId: `P-${id}`, mode: 'online', status: paid ? 'success' : 'pending' } });

let requests: RecordedRequest[];
beforeEach(() => {
  mockRole = 'superadmin';
  requests = recordApiRequests();
  serveApi({
    'GET /admin/registrations': { body: { data: [registration('REG-1', 'Ramesh Kumar', true), registration('REG-2', 'Rani Das', false)] } },
    'GET /admin/registrations/centers': { body: { centers: [{ code: 'DLH01', name: 'Delhi Karol Bagh', city: 'Delhi' }], allCenters: true } },
  });
});

const searches = () => requests.filter((r) => r.path === '/admin/registrations');

function renderPalette() {
  renderInPortal(
    <Routes>
      <Route path="/dashboard" element={<CommandPalette open onClose={jest.fn()} />} />
      <Route path="/registrations/:id" element={<p>registration page</p>} />
      <Route path="/payments" element={<p>payments page</p>} />
    </Routes>,
    { url: '/dashboard' },
  );
}

test('lists the spec groups and items before anything is typed, without searching', () => {
  renderPalette();
  const quick = screen.getByRole('list', { name: 'Quick Actions' });
  expect(
    within(quick)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Find by Payment ID', 'Export Registrations', 'View Audit Logs']);
  const nav = screen.getByRole('list', { name: 'Navigate' });
  expect(
    within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Dashboard', 'Registrations', 'Payments', 'Messages', 'Open Profile', 'Open Settings', 'Sign Out']);
  expect(requests).toHaveLength(0);
});

test.each([
  ['admin', ['Dashboard', 'Registrations', 'Payments', 'Messages', 'Open Profile', 'Sign Out']],
  ['staff', ['Dashboard', 'Registrations', 'Payments', 'Open Profile', 'Sign Out']],
  ['viewer', ['Dashboard', 'Registrations', 'Payments', 'Open Profile', 'Sign Out']],
])('%s is offered only the screens the role may open (Settings: superadmin; Messages: admins)', (role, offered) => {
  mockRole = role;
  renderPalette();
  const nav = screen.getByRole('list', { name: 'Navigate' });
  expect(
    within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(offered);
});

test('Messages goes to the Messages screen', async () => {
  renderInPortal(
    <Routes>
      <Route path="/dashboard" element={<CommandPalette open onClose={jest.fn()} />} />
      <Route path="/messages" element={<p>messages page</p>} />
    </Routes>,
    { url: '/dashboard' },
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Messages' }));
  expect(await screen.findByText('messages page')).toBeInTheDocument();
});

test('one character does not search; two search the API for at most 5 without a total, with a tick when paid', async () => {
  const user = userEvent.setup();
  renderPalette();
  const input = screen.getByRole('textbox', { name: 'Search commands and registrations' });
  await user.type(input, 'r');
  // Longer than the search's debounce: had one character searched, it would have by now.
  await act(() => new Promise((r) => setTimeout(r, 300)));
  expect(requests).toHaveLength(0);
  await user.type(input, 'a');
  const results = await screen.findByRole('list', { name: 'Search Results' });
  expect(searches()).toHaveLength(1);
  expect(searches()[0]!.query.q).toBe('ra');
  expect(searches()[0]!.query.limit).toBe('5');
  expect(searches()[0]!.query.withTotal).toBe('false');
  expect(within(results).getByText('Ramesh Kumar')).toBeInTheDocument();
  expect(within(results).getByText('REG-1 · DPS Noida')).toBeInTheDocument();
  expect(within(results).getAllByLabelText('Paid')).toHaveLength(1);
});

test('choosing a registration opens its page', async () => {
  const user = userEvent.setup();
  renderPalette();
  const input = screen.getByRole('textbox', { name: 'Search commands and registrations' });
  await user.type(input, 'Rani');
  await user.click(await screen.findByText('Rani Das'));
  expect(screen.getByText('registration page')).toBeInTheDocument();
});

test('text that matches no command and no registration shows No results found', async () => {
  serveApi({ 'GET /admin/registrations': { body: { data: [] } } });
  const user = userEvent.setup();
  renderPalette();
  await user.type(screen.getByRole('textbox', { name: 'Search commands and registrations' }), 'zzzz');
  expect(await screen.findByText('No results found')).toBeInTheDocument();
});

test('arrow keys and Enter run a command', async () => {
  const user = userEvent.setup();
  renderPalette();
  await user.type(screen.getByRole('textbox', { name: 'Search commands and registrations' }), 'payment');
  await user.keyboard('{Enter}');
  expect(screen.getByText('payments page')).toBeInTheDocument();
});

test('a search by someone who sees every centre says nothing of centres', async () => {
  const user = userEvent.setup();
  renderPalette();
  await user.type(screen.getByRole('textbox', { name: 'Search commands and registrations' }), 'ra');
  await screen.findByRole('list', { name: 'Search Results' });
  expect(requests.some((r) => r.path === '/admin/registrations/centers')).toBe(true);
  expect(screen.queryByTestId('center-scope')).not.toBeInTheDocument();
});

test('a search by a person limited to some centres says it looks in their centres, naming them', async () => {
  serveApi({ 'GET /admin/registrations/centers': { body: { centers: [{ code: 'CHN01', name: 'Chennai T. Nagar', city: 'Chennai' }], allCenters: false } } });
  mockRole = 'staff';
  const user = userEvent.setup();
  renderPalette();
  await user.type(screen.getByRole('textbox', { name: 'Search commands and registrations' }), 'ra');
  expect(await screen.findByTestId('center-scope')).toHaveTextContent('Only your centres: CHN01 (Chennai)');
});
