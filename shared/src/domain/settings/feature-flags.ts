import type { FeatureFlagKey, FeatureFlags } from 'shared/platform/settings/featureFlags';
import type { RefusalCode } from '../common/refusal-codes';

// The flags' words and the code of a switched-off feature's refusal, without zod: the audit trail names flags at first paint.

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

/** The `code` of every 403 a route answers while its feature's flag is off. */
export const FEATURE_OFF_CODE = 'feature-off' satisfies RefusalCode;

/** The flags the demo data (local runs, tests) switches on that the spec leaves off. */
export const DEMO_FEATURE_FLAGS: Partial<FeatureFlags> = { duplicateMerge: true };
