import { FEATURE_OFF_CODE } from 'shared/domain/settings/feature-flags';
import type { FeatureFlagKey } from 'shared/platform/settings/featureFlags';
import { forbidden } from '../http-error';
import { readFeatureFlags } from '../settings/portal-settings';
import fp from 'fastify-plugin';

/** How a refusal names each flag that switches a feature off. */
const FEATURE_NAMES: Partial<Record<FeatureFlagKey, string>> = {
  csvExport: 'CSV export',
  duplicateMerge: 'Duplicate merge',
};

/**
 * A route whose config names a `feature` answers 403 while the organisation has that feature
 * flag off, with `code: "feature-off"`: a switched-off feature is off in the API too, not only hidden in the portal. Checked
 * after the token and permission (onRequest), on every request, so a switch counts at once.
 */
export const featureFlagsPlugin = fp(async (app) => {
  app.addHook('preHandler', async (request) => {
    const feature = request.routeOptions.config.feature;
    if (!feature) return;
    if ((await readFeatureFlags(app.db))[feature]) return;
    throw forbidden(
      FEATURE_OFF_CODE,
      `${FEATURE_NAMES[feature] ?? feature} is switched off for this organisation. A superadmin can switch it on in Settings > Feature flags.`,
    );
  });
});
