import type { SecondFactorBody } from 'shared/domain/auth/passkeys';
import type { SecondFactorPassed, WebAuthnOptions } from 'shared/domain/auth/passkeys-answers';
import { baseApi } from 'shared/platform/api/baseApi';

/** This session's second factor (api/src/routes/passkeys.ts): a challenge for one of the person's passkeys, then its signature. */
export const secondFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    secondFactorOptions: build.mutation<WebAuthnOptions, void>({
      query: () => ({ url: '/admin/profile/second-factor/options', method: 'POST' }),
    }),
    // The passkey used now shows when it was last used (Profile > Security).
    passSecondFactor: build.mutation<SecondFactorPassed, SecondFactorBody>({
      query: (body) => ({ url: '/admin/profile/second-factor', method: 'POST', body }),
      invalidatesTags: [{ type: 'Profile', id: 'PASSKEYS' }],
    }),
  }),
});

export const { useSecondFactorOptionsMutation, usePassSecondFactorMutation } = secondFactorApi;
