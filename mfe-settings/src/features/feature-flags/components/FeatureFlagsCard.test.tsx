import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { writes } from 'shared/testing/apiServer';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { FeatureFlagsCard } from './FeatureFlagsCard';

test("the four flags with the spec's defaults, every one of them switchable", async () => {
  serveSettingsApi();
  renderInPortal(<FeatureFlagsCard />, { url: '/settings' });
  expect(await screen.findByRole('switch', { name: 'Command Palette' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'CSV Export' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Duplicate Merge' })).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Organization-wide 2FA' })).not.toBeChecked();
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Duplicate Merge' })).toBeEnabled());
  expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
});

test('says plainly what organization-wide 2FA does', async () => {
  serveSettingsApi();
  renderInPortal(<FeatureFlagsCard />, { url: '/settings' });
  await screen.findByRole('switch', { name: 'Organization-wide 2FA' });
  expect(
    screen.getByText(
      'After the password, every staff member confirms it is them with a passkey before seeing anything (someone without one adds one first), and confirms money actions again with it; the API refuses every call without it.',
    ),
  ).toBeInTheDocument();
});

test('a toggle is saved for everyone and says which flag and how', async () => {
  const api = serveSettingsApi();
  renderInPortal(<FeatureFlagsCard />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await waitFor(() => expect(screen.getByRole('switch', { name: 'CSV Export' })).toBeEnabled());
  await user.click(screen.getByRole('switch', { name: 'CSV Export' }));
  expect(await screen.findByText('Feature flag updated')).toBeInTheDocument();
  expect(screen.getByText('CSV Export has been disabled.')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([{ method: 'PUT', path: '/admin/feature-flags/csvExport', body: { enabled: false } }]);
  expect(await screen.findByRole('switch', { name: 'CSV Export' })).not.toBeChecked();

  await waitFor(() => expect(screen.getByRole('switch', { name: 'Organization-wide 2FA' })).toBeEnabled());
  await user.click(screen.getByRole('switch', { name: 'Organization-wide 2FA' }));
  expect(await screen.findByText('Organization-wide 2FA has been enabled.')).toBeInTheDocument();
});
