import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from 'shared/format/dates';
import { activityEntry as entry } from 'shared/testing/activityEntry';
import { serveDashboardApi } from '../../../testing/dashboardApi';
import { recordApiRequests, type RecordedRequest } from 'shared/testing/apiServer';
import { baseApi } from 'shared/platform/api/baseApi';
import { tagsForChange } from 'shared/platform/live/staleTags';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { DEFAULT_PREFERENCES, setDisplayFormat } from 'shared/platform/settings/preferences';
import { DashboardPage } from './DashboardPage';

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordApiRequests();
});
afterEach(() => jest.restoreAllMocks());

const card = (title: string) => screen.getByRole('region', { name: title });

test('while the stats load: the header and a skeleton of four placeholder cards', () => {
  serveDashboardApi({ 'GET /admin/stats': 'never', 'GET /admin/activity': 'never', 'GET /admin/dashboard/trends': 'never' });
  renderInPortal(<DashboardPage />, { url: '/dashboard' });
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getAllByTestId('stat-card-skeleton')).toHaveLength(4);
  expect(screen.queryByText('Total Registrations')).not.toBeInTheDocument();
});

test('the five KPI cards from a stats answer, with Indian digit grouping and the issues breakdown', async () => {
  serveDashboardApi();
  renderInPortal(<DashboardPage />, { url: '/dashboard' });
  await screen.findByTestId('total-registrations');
  expect(screen.queryAllByTestId('stat-card-skeleton')).toHaveLength(0);
  expect(within(card('Total Registrations')).getByText('12,34,567')).toBeInTheDocument();
  expect(within(card('Total Registrations')).getByText('All-time participant count')).toBeInTheDocument();
  // The trend: the last 7 days of the fixture trends hold 15 + ... + 21 registrations.
  expect(within(card('Total Registrations')).getByText('+126 in the last 7 days')).toBeInTheDocument();
  expect(within(card('Successful Payments')).getByText('1,00,000')).toBeInTheDocument();
  expect(within(card('Successful Payments')).getByText('Confirmed transactions')).toBeInTheDocument();
  expect(within(card('Online Pending Payments')).getByText('2,345')).toBeInTheDocument();
  expect(within(card('Online Pending Payments')).getByText('Online payments awaiting confirmation')).toBeInTheDocument();
  expect(within(card('Offline Pending')).getByText('678')).toBeInTheDocument();
  expect(within(card('Offline Pending')).getByText('Manual verification needed')).toBeInTheDocument();
  expect(within(card('Issues')).getByText('1,017')).toBeInTheDocument();
  expect(within(card('Issues')).getByText('12 disqualified, 1,005 duplicates')).toBeInTheDocument();
});

test('while the trends are on their way the first card keeps their line, so the cards below it stay put', async () => {
  serveDashboardApi({ 'GET /admin/dashboard/trends': 'never' });
  renderInPortal(<DashboardPage />, { url: '/dashboard' });
  await screen.findByTestId('total-registrations');
  expect(within(card('Total Registrations')).getByTestId('trend-pending')).toBeInTheDocument();
  expect(screen.getAllByTestId('trend-pending')).toHaveLength(1);
});

test('trends that could not be loaded leave no line kept for them', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  serveDashboardApi({ 'GET /admin/dashboard/trends': { status: 500, body: { message: 'down' } } });
  renderInPortal(<DashboardPage />, { url: '/dashboard' });
  await screen.findByTestId('total-registrations');
  await waitFor(() => expect(screen.queryByTestId('trend-pending')).not.toBeInTheDocument());
  expect(within(card('Total Registrations')).queryByText(/in the last 7 days/)).not.toBeInTheDocument();
});

test("the trend chart's days are the person's: their time zone goes with the trends call, India time by default", async () => {
  serveDashboardApi();
  const { unmount } = renderInPortal(<DashboardPage />, { url: '/dashboard' });
  await waitFor(() => expect(requests.filter((r) => r.path === '/admin/dashboard/trends').at(-1)?.query).toEqual({ tz: 'Asia/Kolkata' }));
  unmount();
  setDisplayFormat({ locale: 'en-US', timeZone: 'America/New_York' });
  try {
    renderInPortal(<DashboardPage />, { url: '/dashboard' });
    await waitFor(() => expect(requests.filter((r) => r.path === '/admin/dashboard/trends').at(-1)?.query).toEqual({ tz: 'America/New_York' }));
  } finally {
    setDisplayFormat({ locale: DEFAULT_PREFERENCES.locale, timeZone: DEFAULT_PREFERENCES.timezone });
  }
});

test('a failed stats call is logged, and the page says what happened and offers Retry', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  serveDashboardApi({ 'GET /admin/stats': { status: 500, body: { message: 'Internal Server Error' } } });
  renderInPortal(<DashboardPage />, { url: '/dashboard' });
  await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to fetch dashboard KPIs', expect.anything()));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The dashboard figures could not be loaded.The server could not answer. Please try again.');
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByTestId('stat-card-skeleton')).not.toBeInTheDocument();
  const asked = requests.filter((r) => r.path === '/admin/stats').length;
  await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(requests.filter((r) => r.path === '/admin/stats').length).toBe(asked + 1));
});

test('asked too often (429), the dashboard says to slow down', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  serveDashboardApi({ 'GET /admin/stats': { status: 429, body: { message: 'Too many requests' } } });
  renderInPortal(<DashboardPage />, { url: '/dashboard' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests: please slow down and try again in a moment.');
});

test('header buttons and quick actions lead to the spec routes', async () => {
  serveDashboardApi();
  renderInPortal(<DashboardPage />, { url: '/dashboard' });
  expect(screen.getByRole('link', { name: 'Quick Payment Lookup' })).toHaveAttribute('href', '/payments');
  expect(screen.getByRole('link', { name: 'Manage Registrations' })).toHaveAttribute('href', '/registrations');
  const actions = await screen.findByRole('region', { name: 'Quick Actions' });
  const routes = within(actions)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(routes).toEqual([
    ['Confirm Offline Payment', '/payments'],
    ['Export Registration Data', '/registrations'],
    ['Bulk Actions on Registrations', '/registrations'],
    ['Review Flagged Activities', '/audit'],
  ]);
});

test('recent activity: fetched with limit 5, at most 5 shown with name, school, time and registration id', async () => {
  const entries = Array.from({ length: 7 }, (_, index) => entry({ id: String(index), name: `Child ${index}`, registrationId: `REG-${index}` }));
  serveDashboardApi({ 'GET /admin/activity': { body: { data: entries, total: 7 } } });
  renderInPortal(<DashboardPage />, { url: '/dashboard' });
  const list = await screen.findByRole('list', { name: 'Recent activity' });
  expect(requests.find((r) => r.path === '/admin/activity')?.query.limit).toBe('5');
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(5);
  expect(items[0]).toHaveTextContent('Child 0');
  expect(items[0]).toHaveTextContent('Delhi Public School');
  expect(items[0]).toHaveTextContent('Payment confirmed');
  expect(items[0]).toHaveTextContent(formatDateTime('2026-05-20T09:15:00.000Z'));
  expect(items[0]).toHaveTextContent('REG-0');
  expect(within(card('Recent Activity')).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/audit');
});

test('no activity yet says so', async () => {
  serveDashboardApi({ 'GET /admin/activity': { body: { data: [], total: 0 } } });
  renderInPortal(<DashboardPage />, { url: '/dashboard' });
  expect(await within(await screen.findByRole('region', { name: 'Recent Activity' })).findByText('No recent activity')).toBeInTheDocument();
});

test('trend charts each come with a table of their figures', async () => {
  serveDashboardApi();
  renderInPortal(<DashboardPage />, { url: '/dashboard' });
  const perDay = await screen.findByRole('table', { name: /^Registrations per Day: 231 registrations in the last 21 days/ });
  expect(within(perDay).getAllByRole('row')).toHaveLength(22);
  expect(within(perDay).getByRole('row', { name: '31 May 21' })).toBeInTheDocument();
  const payments = screen.getByRole('table', { name: /^Payments by Status and Mode/ });
  expect(within(payments).getByRole('row', { name: 'Pending (gateway) 40 41 81' })).toBeInTheDocument();
  const cadres = screen.getByRole('table', { name: /^Registrations by Cadre/ });
  expect(within(cadres).getByRole('row', { name: 'Super Senior Level 500' })).toBeInTheDocument();
  expect(screen.getByTestId('daily-registrations-chart').querySelectorAll('rect')).toHaveLength(21);
});

test('nothing polls: the figures refresh when the live feed reports a change', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    serveDashboardApi();
    const { store } = renderInPortal(<DashboardPage />, { url: '/dashboard' });
    await screen.findByTestId('total-registrations');
    const statsCalls = () => requests.filter((r) => r.path === '/admin/stats').length;
    expect(statsCalls()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(61_000));
    expect(statsCalls()).toBe(1);
    store.dispatch(baseApi.util.invalidateTags(tagsForChange({ type: 'payment', id: 'REG-1' })));
    await act(() => jest.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(statsCalls()).toBe(2));
  } finally {
    jest.useRealTimers();
  }
});

test('the header says which centres the figures count', async () => {
  serveDashboardApi({
    'GET /admin/registrations/centers': {
      body: {
        centers: [
          { code: 'BLR01', name: 'Bangalore Indiranagar', city: 'Bangalore' },
          { code: 'CHN01', name: 'Chennai T. Nagar', city: 'Chennai' },
        ],
        allCenters: false,
      },
    },
  });
  renderInPortal(<DashboardPage />, { url: '/dashboard' });
  expect(await screen.findByText('Only your centres: BLR01 (Bangalore), CHN01 (Chennai)')).toBeInTheDocument();
});

test('a person who sees every centre is told so', async () => {
  serveDashboardApi();
  renderInPortal(<DashboardPage />, { url: '/dashboard' });
  expect(await screen.findByText('Every centre')).toBeInTheDocument();
});
