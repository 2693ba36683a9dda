import { screen } from '@testing-library/react';
import DashboardRoutes from './routes';
import { fixtureApi } from './testing/fixtures';
import { renderWithApi } from './testing/renderWithApi';

afterEach(() => jest.restoreAllMocks());

test('/dashboard shows the dashboard with the total from the stats call', async () => {
  renderWithApi(<DashboardRoutes />, { path: '/dashboard', api: fixtureApi() });
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByTestId('total-registrations')).toHaveTextContent('12,34,567');
});

test('/audit shows the audit trail', async () => {
  renderWithApi(<DashboardRoutes />, { path: '/audit', api: fixtureApi() });
  expect(await screen.findByRole('heading', { name: 'Audit Trail' })).toBeInTheDocument();
  expect(await screen.findByText('0 entries')).toBeInTheDocument();
});
