import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { serveApi, writes } from 'shared/testing/apiServer';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { OrganizationForm } from './OrganizationForm';

async function renderForm(api = serveSettingsApi()) {
  renderInPortal(<OrganizationForm />, { url: '/settings' });
  await screen.findByLabelText(/Organization name/);
  return api;
}

test("shows the spec's defaults", async () => {
  await renderForm();
  expect(screen.getByLabelText(/Organization name/)).toHaveValue('Admin Portal');
  expect(screen.getByLabelText('Primary color')).toHaveValue('#6366f1');
  expect(screen.getByLabelText('Primary color picker')).toHaveValue('#6366f1');
});

test('refuses a colour that is not # and 6 hex digits, and an empty name, without calling the server', async () => {
  const api = await renderForm();
  const user = userEvent.setup({ delay: null });
  await user.clear(screen.getByLabelText('Primary color'));
  await user.type(screen.getByLabelText('Primary color'), '#12345g');
  await user.clear(screen.getByLabelText(/Organization name/));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Invalid color format')).toBeInTheDocument();
  expect(screen.getByText('Organization name is required')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([]);
});

test('saves the name and colour with the version they were edited from', async () => {
  const api = await renderForm();
  const user = userEvent.setup({ delay: null });
  await user.clear(screen.getByLabelText(/Organization name/));
  await user.type(screen.getByLabelText(/Organization name/), 'Bright Minds');
  await user.clear(screen.getByLabelText('Primary color'));
  await user.type(screen.getByLabelText('Primary color'), '#0F766E');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Organization settings saved.')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([
    { method: 'PUT', path: '/admin/settings/organization', body: { value: { name: 'Bright Minds', primaryColor: '#0F766E' }, version: 1 } },
  ]);
  await waitFor(() => expect(screen.getByLabelText('Primary color picker')).toHaveValue('#0f766e'));
});

test("a failed save shows the spec's text", async () => {
  const api = serveSettingsApi({ 'PUT /admin/settings/organization': { status: 500, body: { message: 'boom' } } });
  await renderForm(api);
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Failed to save organization settings')).toBeInTheDocument();
});

test('a second save at once sends the version the first one made, even before the settings are read again', async () => {
  const api = await renderForm();
  // The re-read after a save fails: only the save's own answer can tell the form the new version.
  serveApi({ 'GET /admin/settings': { status: 500, body: { message: 'down' } } });
  const user = userEvent.setup({ delay: null });
  await user.clear(screen.getByLabelText(/Organization name/));
  await user.type(screen.getByLabelText(/Organization name/), 'Bright Minds');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Organization settings saved.')).toBeInTheDocument();
  expect(screen.getByLabelText(/Organization name/)).toHaveValue('Bright Minds');
  await user.clear(screen.getByLabelText(/Organization name/));
  await user.type(screen.getByLabelText(/Organization name/), 'Admin Portal');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(writes(api.requests)).toHaveLength(2));
  expect(writes(api.requests)[1]).toEqual({
    method: 'PUT',
    path: '/admin/settings/organization',
    body: { value: { name: 'Admin Portal', primaryColor: '#6366f1' }, version: 2 },
  });
});
