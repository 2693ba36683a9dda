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
    {
      method: 'PUT',
      path: '/admin/settings/organization',
      body: { value: { name: 'Bright Minds', primaryColor: '#0F766E', address: '', phone: '', email: '' }, version: 1 },
    },
  ]);
  await waitFor(() => expect(screen.getByLabelText('Primary color picker')).toHaveValue('#0f766e'));
});

test('saves the address, phone and e-mail receipts print; a bad e-mail is refused before the server', async () => {
  const api = await renderForm();
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Address'), '12 MG Road{Enter}Pune 411001');
  await user.type(screen.getByLabelText('Phone'), '+91 20 4000 1234');
  await user.type(screen.getByLabelText('E-mail'), 'office@');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([]);
  await user.type(screen.getByLabelText('E-mail'), 'brightminds.example');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Organization settings saved.')).toBeInTheDocument();
  expect(writes(api.requests)[0]?.body).toEqual({
    value: {
      name: 'Admin Portal',
      primaryColor: '#6366f1',
      address: '12 MG Road\nPune 411001',
      phone: '+91 20 4000 1234',
      email: 'office@brightminds.example',
    },
    version: 1,
  });
});

test("a logo uploaded shows as its preview and can be removed; a refusal is told in the API's words", async () => {
  const api = serveSettingsApi({
    'PUT /admin/settings/organization/logo': { status: 422, body: { message: 'This file is not a PNG or JPEG image that can be printed.' } },
  });
  await renderForm(api);
  const user = userEvent.setup({ delay: null });
  expect(await screen.findByText('No logo')).toBeInTheDocument();
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Logo image'), file);
  expect(await screen.findByText('This file is not a PNG or JPEG image that can be printed.')).toBeInTheDocument();
  expect(screen.getByText('No logo')).toBeInTheDocument();

  serveSettingsApi();
  // The choose button is disabled while an upload runs: the notice can draw before it is enabled again.
  await waitFor(() => expect(screen.getByLabelText('Logo image').closest('label')).not.toHaveClass('Mui-disabled'));
  await user.upload(screen.getByLabelText('Logo image'), file);
  expect(await screen.findByRole('img', { name: 'Organization logo' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
  expect(screen.getByText(/1 x 1 px, 1 KB; uploaded .* by superadmin@example.org/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove logo' }));
  expect(await screen.findByText('No logo')).toBeInTheDocument();
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
    body: { value: { name: 'Admin Portal', primaryColor: '#6366f1', address: '', phone: '', email: '' }, version: 2 },
  });
});
