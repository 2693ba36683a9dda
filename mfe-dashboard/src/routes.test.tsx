import { screen } from '@testing-library/react';
import DashboardRoutes from './routes';
import { serveDashboardApi } from './testing/dashboardApi';
import { renderInPortal } from 'shared/testing/renderInPortal';

afterEach(() => jest.restoreAllMocks());

test('/dashboard shows the dashboard with the total from the stats call', async () => {
  serveDashboardApi();
  renderInPortal(<DashboardRoutes />, { url: '/dashboard' });
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByTestId('total-registrations')).toHaveTextContent('12,34,567');
});

test('/audit shows the audit trail', async () => {
  serveDashboardApi();
  renderInPortal(<DashboardRoutes />, { url: '/audit' });
  expect(await screen.findByRole('heading', { name: 'Audit Trail' })).toBeInTheDocument();
  expect(await screen.findByText('0 entries')).toBeInTheDocument();
});

test('/messages shows the messages screen', async () => {
  serveDashboardApi();
  renderInPortal(<DashboardRoutes />, { url: '/messages' });
  expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  expect(await screen.findByText('1 message')).toBeInTheDocument();
});
