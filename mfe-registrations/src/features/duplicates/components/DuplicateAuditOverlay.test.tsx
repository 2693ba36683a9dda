import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalSettingsApi } from 'shared/platform/api/portalSettingsApi';
import { serveApi } from 'shared/testing/apiServer';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { duplicateAuditRoutes } from '../../../testing/duplicateGroup';
import { DuplicateAuditOverlay } from './DuplicateAuditOverlay';

function renderAudit(duplicateMerge: boolean, role: 'admin' | 'staff' = 'admin') {
  serveApi(duplicateAuditRoutes(duplicateMerge));
  const { store } = renderInPortal(<DuplicateAuditOverlay open role={role} onClose={jest.fn()} />, { claims: { sub: 'u1', role } });
  return store;
}

test("with merging on, an admin's group offers Merge…, which opens the two side by side", async () => {
  const user = userEvent.setup();
  renderAudit(true);
  const card = await screen.findByRole('region', { name: 'Contact 9876543210' });
  await user.click(await within(card).findByRole('button', { name: 'Merge…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Merge Registrations' });
  expect(within(dialog).getByRole('radio', { name: 'Keep REG-0000301' })).toBeChecked();
  expect(within(dialog).getByText('DPS Noida Sector 30')).toBeInTheDocument();
});

test.each([
  ['merging off, an admin', false, 'admin'],
  ['merging on, staff', true, 'staff'],
] as const)('with %s: no Merge… once the settings are read', async (_case, duplicateMerge, role) => {
  const store = renderAudit(duplicateMerge, role);
  const card = await screen.findByRole('region', { name: 'Contact 9876543210' });
  // Until the settings arrive no switch is on: the absence counts only after.
  await waitFor(() => expect(portalSettingsApi.endpoints.getPortalSettings.select()(store.getState()).data).toBeDefined());
  expect(within(card).getAllByText('Meera Iyer').length).toBeGreaterThan(0);
  expect(within(card).queryByRole('button', { name: 'Merge…' })).not.toBeInTheDocument();
});
