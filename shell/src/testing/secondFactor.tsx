// The second factor as SecondFactorGate's tests meet it: a registered passkey, the API while the
// session still owes its second factor, and the gate rendered under its prompt.
import type { ComponentType, ReactNode } from 'react';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { DEFAULT_FEATURE_FLAGS } from 'shared/platform/settings/featureFlags';
import type { Answer, Routes } from 'shared/testing/apiServer';
import { testPortalSettings } from 'shared/testing/portalSettings';
import { idTokenWith, renderInPortal, type PortalOptions } from 'shared/testing/renderInPortal';
import { askSecondFactor } from '../lib/auth/secondFactorPrompt';

export const PASSKEY = { id: '0b6f9b1e-1c1d-4c54-9c58-5a1e8d2c0001', name: 'Work laptop', createdAt: '2026-11-20T08:00:00.000Z', lastUsedAt: null };

/** The API's refusal of a call that needs the second factor first. */
export const SECOND_FACTOR_REQUIRED: Answer = { status: 403, body: { code: 'second-factor-required', message: "Confirm it's you with your passkey" } };

/** The API with the org-wide switch as given and these passkeys registered; the sessions read is refused until the second factor. */
export const secondFactorRoutes = (orgWide2FA: boolean, passkeys: (typeof PASSKEY)[]): Routes => ({
  'GET /admin/portal-settings': { body: { ...testPortalSettings(), featureFlags: { ...DEFAULT_FEATURE_FLAGS, orgWide2FA } } },
  'GET /admin/profile/passkeys': { body: { data: passkeys } },
  'GET /admin/profile/sessions': SECOND_FACTOR_REQUIRED,
  'POST /admin/profile/second-factor/options': { body: { challenge: 'YXV0aC1jaGFsbGVuZ2U' } },
});

/** SecondFactorPrompt and SecondFactorGate, passed in: shared test code imports neither features nor the app. */
export interface GateParts {
  Prompt: ComponentType;
  Gate: ComponentType<{ children: ReactNode }>;
}

/** The gate over "the dashboard", with the prompt it opens, for an admin whose session asks the prompt for the second factor. */
export function renderGate({ Prompt, Gate }: GateParts, options: PortalOptions = {}) {
  renderInPortal(
    <>
      <Prompt />
      <Gate>
        <p>the dashboard</p>
      </Gate>
    </>,
    options,
  );
  connectAuthSession({ getIdToken: async () => idTokenWith({ sub: 'u1', role: 'admin' }), onUnauthenticated: () => {}, confirmSecondFactor: askSecondFactor });
}
