import type { FeatureFlagKey } from 'shared/platform/settings/featureFlags';

// The flags' words and which are locked, without zod: the audit trail names flags at first paint.

/** How each flag is named and explained wherever it appears (the Features tab, the audit trail). */
export const FEATURE_FLAG_TEXT: Record<FeatureFlagKey, { label: string; description: string }> = {
  commandPalette: { label: 'Command Palette', description: 'Quick search and navigation with Cmd/Ctrl+K' },
  csvExport: { label: 'CSV Export', description: 'Export registrations as a CSV file' },
  duplicateMerge: { label: 'Duplicate Merge', description: 'Merge duplicate registrations into one' },
  orgWide2FA: {
    label: 'Organization-wide 2FA',
    description:
      'After the password, every staff member confirms it is them with a passkey before seeing anything (someone without one adds one first), and confirms money actions again with it; the API refuses every call without it.',
  },
};

/** Flags that exist but cannot be switched yet ('Coming Soon'). */
export const LOCKED_FEATURE_FLAGS: readonly FeatureFlagKey[] = ['duplicateMerge'];
