// Organisation-wide settings every staff member reads: branding and feature flags.
// The settings module edits them (superadmin); GET /admin/portal-settings serves them to every reader.

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

export interface OrganizationBranding {
  name: string;
  primaryColor: string;
}

/** Spec: the name defaults to the product's, the colour to #6366f1. */
export const DEFAULT_ORGANIZATION_BRANDING: OrganizationBranding = {
  name: 'Admin Portal',
  primaryColor: '#6366f1',
};

/** The answer of GET /admin/portal-settings. */
export interface PortalSettings {
  organization: OrganizationBranding;
  featureFlags: FeatureFlags;
}
