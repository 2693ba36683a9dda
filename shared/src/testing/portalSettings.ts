import { DEFAULT_FEATURE_FLAGS, type PortalSettings } from 'shared/platform/settings/featureFlags';
import { DEFAULT_ORGANIZATION_BRANDING } from 'shared/platform/theme/branding';

/** GET /admin/portal-settings as a fresh database answers it (no approval threshold), for a test's fake API. */
export function testPortalSettings(payment: PortalSettings['payment'] = { approvalThreshold: null }): PortalSettings {
  return { organization: DEFAULT_ORGANIZATION_BRANDING, featureFlags: DEFAULT_FEATURE_FLAGS, payment };
}
