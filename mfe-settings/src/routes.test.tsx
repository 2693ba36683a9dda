import { screen } from '@testing-library/react';
import { Route, Routes } from 'shared/platform/routing/router';
import SettingsRoutes from './routes';
import { renderWithFakeApi } from './testing/fakeSettingsApi';

test('/settings shows Settings', async () => {
  renderWithFakeApi(<Routes><Route path="/settings/*" element={<SettingsRoutes />} /></Routes>);
  expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Organization', selected: true })).toBeInTheDocument();
});
