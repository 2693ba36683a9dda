import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DuplicateGroup } from 'shared/domain/registrations/registration';
import { portalSettingsApi } from 'shared/platform/api/portalSettingsApi';
import { DEFAULT_FEATURE_FLAGS } from 'shared/platform/settings/featureFlags';
import { serveApi } from 'shared/testing/apiServer';
import { testPortalSettings } from 'shared/testing/portalSettings';
import { testRegistration } from 'shared/testing/registration';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { DuplicateAuditOverlay } from './DuplicateAuditOverlay';

const group: DuplicateGroup = {
  contactNumber: '9876543210',
  count: 2,
  registrations: [
    testRegistration({ registrationId: 'REG-0000301', name: 'Meera Iyer' }),
    testRegistration({ registrationId: 'REG-0000302', name: 'Meera Iyer', school: { value: 'DPS Noida Sector 30' } }),
  ],
  likeness: 'same_name',
  reasons: ['same name'],
  activeCount: 2,
  notDuplicate: null,
};

function renderAudit(duplicateMerge: boolean, role: 'admin' | 'staff' = 'admin') {
  serveApi({
    'GET /admin/registrations/duplicates': { body: { data: [group], total: 1 } },
    'GET /admin/portal-settings': { body: { ...testPortalSettings(), featureFlags: { ...DEFAULT_FEATURE_FLAGS, duplicateMerge } } },
  });
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
