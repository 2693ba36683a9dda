// The Duplicate Audit's one group as the fake API answers it in tests: two registrations of Meera
// Iyer on contact 9876543210, at different schools.
import type { DuplicateGroup } from 'shared/domain/registrations/registration';
import { DEFAULT_FEATURE_FLAGS } from 'shared/platform/settings/featureFlags';
import type { Routes } from 'shared/testing/apiServer';
import { testPortalSettings } from 'shared/testing/portalSettings';
import { testRegistration } from 'shared/testing/registration';

const GROUP: DuplicateGroup = {
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

/** The audit's reads: GROUP as the one group to resolve, and the portal settings with merging on or off. */
export const duplicateAuditRoutes = (duplicateMerge: boolean): Routes => ({
  'GET /admin/registrations/duplicates': { body: { data: [GROUP], total: 1 } },
  'GET /admin/portal-settings': { body: { ...testPortalSettings(), featureFlags: { ...DEFAULT_FEATURE_FLAGS, duplicateMerge } } },
});
