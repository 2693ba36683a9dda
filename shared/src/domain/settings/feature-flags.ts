import type { FeatureFlags } from 'shared/platform/settings/featureFlags';
import type { RefusalCode } from '../common/refusal-codes';

// The code of a switched-off feature's refusal and the demo's flags, without zod. The flags' words
// are the screens' (shared/src/ui/labelMessages.tsx' FEATURE_FLAG_MESSAGES, in the person's language).

/** The `code` of every 403 a route answers while its feature's flag is off. */
export const FEATURE_OFF_CODE = 'feature-off' satisfies RefusalCode;

/** The flags the demo data (local runs, tests) switches on that the spec leaves off. */
export const DEMO_FEATURE_FLAGS: Partial<FeatureFlags> = { duplicateMerge: true };
