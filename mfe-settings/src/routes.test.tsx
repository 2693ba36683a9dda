import { screen } from '@testing-library/react';
import { renderInPortal } from 'shared/testing/renderInPortal';
import SettingsRoutes from './routes';
import { serveSettingsApi } from './testing/settingsApi';

test('/settings shows Settings', async () => {
  serveSettingsApi();
  renderInPortal(<SettingsRoutes />, { url: '/settings', route: '/settings/*' });
  expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Organization', selected: true })).toBeInTheDocument();
});
