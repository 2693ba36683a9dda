import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { writes } from 'shared/testing/apiServer';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { CentersTab } from './CentersTab';

async function renderTab(api = serveSettingsApi()) {
  renderInPortal(<CentersTab />, { url: '/settings' });
  await screen.findByText('DLH01');
  return api;
}

const dialog = () => screen.getByRole('dialog');

/** Fills the Add Center dialog as a person types, and submits it. */
async function addCenter(fields: { code: string; name: string; city: string }) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Add Center' }));
  await user.type(within(dialog()).getByLabelText(/Center code/), fields.code);
  await user.type(within(dialog()).getByLabelText(/Center name/), fields.name);
  await user.type(within(dialog()).getByLabelText(/City/), fields.city);
  await user.click(within(dialog()).getByRole('button', { name: 'Add Center' }));
}

test('lists the four sample centres', async () => {
  await renderTab();
  const rows = within(screen.getByRole('table', { name: 'Centers' }))
    .getAllByRole('row')
    .slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['DLH01', 'MUM01', 'BLR01', 'CHN01']);
});

test.each([
  [{ code: 'A', name: 'Pune Camp', city: 'Pune' }, 'Center code must be at least 2 characters'],
  [{ code: 'ABCDEFGHIJK', name: 'Pune Camp', city: 'Pune' }, 'Center code must be less than 10 characters'],
  [{ code: 'PUN01', name: 'P', city: 'Pune' }, 'Center name must be at least 2 characters'],
  [{ code: 'PUN01', name: 'Pune Camp', city: 'P' }, 'City name must be at least 2 characters'],
  // Invisible and bidirectional-control characters are no text: the schema's message, as on the server.
  [{ code: 'P\u200B\u200B', name: 'Pune Camp', city: 'Pune' }, 'Center code must be at least 2 characters'],
  [{ code: 'PUN01', name: '\u200B\u202E\u2066\u200F', city: 'Pune' }, 'Center name must be at least 2 characters'],
])('refuses %j with the spec message', async (fields, message) => {
  const api = await renderTab();
  await addCenter(fields);
  expect(await within(dialog()).findByText(message)).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([]);
});

test('adds a centre, contact optional', async () => {
  const api = await renderTab();
  await addCenter({ code: 'PUN01', name: 'Pune Camp', city: 'Pune' });
  expect(await screen.findByText('Center added')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([{ method: 'POST', path: '/admin/centers', body: { code: 'PUN01', name: 'Pune Camp', city: 'Pune' } }]);
  expect(await screen.findByText('PUN01')).toBeInTheDocument();
});

test('a full-width code with a zero-width space is sent as the plain code', async () => {
  const api = await renderTab();
  await addCenter({ code: 'ＰＵＮ\u200B01', name: ' Pune\u200B Camp ', city: 'Pune' });
  expect(await screen.findByText('Center added')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([{ method: 'POST', path: '/admin/centers', body: { code: 'PUN01', name: 'Pune Camp', city: 'Pune' } }]);
});

test('a code already in use is shown on the code field, as the server says', async () => {
  const api = serveSettingsApi({ 'POST /admin/centers': { status: 409, body: { code: 'center-code-taken', message: 'Center code DLH01 is already in use' } } });
  await renderTab(api);
  await addCenter({ code: 'dlh01', name: 'Delhi Two', city: 'Delhi' });
  expect(await within(dialog()).findByText('Center code DLH01 is already in use')).toBeInTheDocument();
});

test('asks before deleting, naming the centre; Cancel sends nothing', async () => {
  const api = await renderTab();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Delete MUM01' }));
  const question = screen.getByRole('dialog', { name: 'Delete center?' });
  expect(question).toHaveTextContent(/\(MUM01\) is removed for everyone\. This cannot be undone\./);
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes(api.requests)).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Delete MUM01' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete center?' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Center deleted')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([{ method: 'DELETE', path: '/admin/centers/c2', body: undefined }]);
  await waitFor(() => expect(screen.queryByText('MUM01')).not.toBeInTheDocument());
});
