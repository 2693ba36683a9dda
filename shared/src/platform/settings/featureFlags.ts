import type { OrganizationBranding } from 'shared/platform/theme/branding';

// Organisation-wide switches every module reads (GET /admin/portal-settings). A new flag is a
// contract change: the shell and every remote must agree on the keys.

export const FEATURE_FLAG_KEYS = ['commandPalette', 'csvExport', 'duplicateMerge', 'orgWide2FA'] as const;
export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number];
export type FeatureFlags = Record<FeatureFlagKey, boolean>;

/** Spec section 3: command palette and CSV export on; duplicate merge and org-wide 2FA off. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  commandPalette: true,
  csvExport: true,
  duplicateMerge: false,
  orgWide2FA: false,
};

/** The answer of GET /admin/portal-settings. */
export interface PortalSettings {
  organization: OrganizationBranding;
  featureFlags: FeatureFlags;
  /**
   * What every screen that confirms a payment tells before it is confirmed: confirmations of
   * `approvalThreshold` rupees or more wait for a second admin (null: none do). The rest of the
   * Payment settings is a superadmin's to read.
   */
  payment: { approvalThreshold: number | null };
}
