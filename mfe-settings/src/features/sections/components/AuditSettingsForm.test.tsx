import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { writes } from 'shared/testing/apiServer';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { AuditSettingsForm } from './AuditSettingsForm';

async function renderForm(api = serveSettingsApi()) {
  renderInPortal(<AuditSettingsForm />, { url: '/settings' });
  await screen.findByLabelText('Data retention (days)');
  return api;
}

test("shows the spec's defaults", async () => {
  await renderForm();
  expect(screen.getByRole('switch', { name: 'Log profile changes' })).toBeChecked();
  expect(screen.getByLabelText('Data retention (days)')).toHaveValue('365');
});

test.each([
  ['0', 'Must be at least 1 day'],
  ['', 'Must be at least 1 day'],
  ['3651', 'Cannot exceed 10 years'],
])('retention %j is refused with %j', async (days, message) => {
  const api = await renderForm();
  const user = userEvent.setup({ delay: null });
  await user.clear(screen.getByLabelText('Data retention (days)'));
  if (days) await user.type(screen.getByLabelText('Data retention (days)'), days);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([]);
});

test('saves the retention and the logging switch', async () => {
  const api = await renderForm();
  const user = userEvent.setup({ delay: null });
  await user.clear(screen.getByLabelText('Data retention (days)'));
  await user.type(screen.getByLabelText('Data retention (days)'), '3650');
  await user.click(screen.getByRole('switch', { name: 'Log profile changes' }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Audit settings saved.')).toBeInTheDocument();
  expect(writes(api.requests)[0]!.body).toEqual({ value: { logProfileChanges: false, dataRetentionDays: 3650 }, version: 1 });
});

test("a failed save shows the spec's text", async () => {
  const api = serveSettingsApi({ 'PUT /admin/settings/audit': { status: 500 } });
  await renderForm(api);
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Failed to save audit settings')).toBeInTheDocument();
});
