import type { AddPasskeyBody, PasskeyRenameBody } from 'shared/domain/auth/passkeys';
import type { Passkey, Passkeys, WebAuthnOptions } from 'shared/domain/auth/passkeys-answers';
import { baseApi } from 'shared/platform/api/baseApi';

const PASSKEYS = { type: 'Profile', id: 'PASSKEYS' } as const;

/** The signed-in person's passkeys (api/src/routes/passkeys.ts): listed, added (options, then the browser's answer), renamed, removed. */
export const passkeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyPasskeys: build.query<Passkeys, void>({
      query: () => '/admin/profile/passkeys',
      providesTags: [PASSKEYS],
    }),
    passkeyRegistrationOptions: build.mutation<WebAuthnOptions, void>({
      query: () => ({ url: '/admin/profile/passkeys/options', method: 'POST' }),
    }),
    addPasskey: build.mutation<Passkey, AddPasskeyBody>({
      query: (body) => ({ url: '/admin/profile/passkeys', method: 'POST', body }),
      invalidatesTags: [PASSKEYS],
    }),
    renamePasskey: build.mutation<Passkey, PasskeyRenameBody & { id: string }>({
      query: ({ id, name }) => ({ url: `/admin/profile/passkeys/${encodeURIComponent(id)}`, method: 'PATCH', body: { name } }),
      invalidatesTags: [PASSKEYS],
    }),
    removePasskey: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/profile/passkeys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [PASSKEYS],
    }),
  }),
});

export const { useGetMyPasskeysQuery, usePasskeyRegistrationOptionsMutation, useAddPasskeyMutation, useRenamePasskeyMutation, useRemovePasskeyMutation } =
  passkeysApi;
