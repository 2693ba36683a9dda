import { screen } from '@testing-library/react';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { serveSettingsApi } from '../testing/settingsApi';
import { SettingsPage } from './SettingsPage';

test('a superadmin sees the header and the seven tabs', async () => {
  serveSettingsApi();
  renderInPortal(<SettingsPage />, { url: '/settings' });
  expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Organization', 'Payment', 'Centers', 'Users', 'Features', 'Data', 'Modules']);
});

test('anyone the server refuses sees the access-denied text and no tabs', async () => {
  serveSettingsApi({ 'GET /admin/settings': { status: 403, body: { message: 'Your role (admin) does not have the settings permission' } } });
  renderInPortal(<SettingsPage />, { url: '/settings' });
  expect(await screen.findByText('Access Denied - You need admin privileges to access settings.')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
});

test('the tab in the address is the one shown', async () => {
  serveSettingsApi();
  renderInPortal(<SettingsPage />, { url: '/settings?tab=payment' });
  expect(await screen.findByRole('tab', { name: 'Payment', selected: true })).toBeInTheDocument();
  expect(await screen.findByLabelText('Registration fee')).toHaveValue('300');
});
