import { unwrapData } from 'shared/api/unwrapData';
import { baseApi } from 'shared/platform/api/baseApi';
import type { InviteBody, ManagedRole } from 'shared/domain/settings/settings';
import type { Invitation, ManagedUser } from 'shared/domain/settings/settings-answers';
import type { EndedSessions } from 'shared/domain/auth/sessions-answers';
import type { SecondFactorReset } from 'shared/domain/auth/passkeys-answers';

/** Staff accounts: invitations (and new links), roles, removal, signing out everywhere, resetting a second factor ('Staff' tag). */
export const staffAccountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffAccounts: build.query<ManagedUser[], void>({
      query: () => '/admin/staff-accounts',
      transformResponse: unwrapData,
      providesTags: ['Staff'],
    }),
    inviteStaff: build.mutation<Invitation, InviteBody>({
      query: (body) => ({ url: '/admin/staff-accounts', method: 'POST', body }),
      invalidatesTags: ['Staff'],
    }),
    changeStaffRole: build.mutation<ManagedUser, { id: string; role: ManagedRole }>({
      query: ({ id, role }) => ({ url: `/admin/staff-accounts/${encodeURIComponent(id)}/role`, method: 'PUT', body: { role } }),
      invalidatesTags: ['Staff'],
    }),
    changeStaffCenters: build.mutation<ManagedUser, { id: string; centers: string[] }>({
      query: ({ id, centers }) => ({ url: `/admin/staff-accounts/${encodeURIComponent(id)}/centers`, method: 'PUT', body: { centers } }),
      invalidatesTags: ['Staff'],
    }),
    /** A new password-set link for a person still invited, e-mailed as the invitation was. */
    resendInvitation: build.mutation<Invitation, string>({
      query: (id) => ({ url: `/admin/staff-accounts/${encodeURIComponent(id)}/reinvite`, method: 'POST' }),
      invalidatesTags: ['Staff'],
    }),
    removeStaff: build.mutation<ManagedUser, string>({
      query: (id) => ({ url: `/admin/staff-accounts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Staff'],
    }),
    /** Ends every session of the person (the account stays): answers how many were going. */
    signOutEverywhere: build.mutation<EndedSessions, string>({
      query: (id) => ({ url: `/admin/staff-accounts/${encodeURIComponent(id)}/sessions`, method: 'DELETE' }),
    }),
    /** Removes every passkey of the person and ends their sessions (the account stays): answers how many of each went. */
    resetSecondFactor: build.mutation<SecondFactorReset, string>({
      query: (id) => ({ url: `/admin/staff-accounts/${encodeURIComponent(id)}/passkeys`, method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetStaffAccountsQuery,
  useInviteStaffMutation,
  useChangeStaffRoleMutation,
  useChangeStaffCentersMutation,
  useResendInvitationMutation,
  useRemoveStaffMutation,
  useSignOutEverywhereMutation,
  useResetSecondFactorMutation,
} = staffAccountsApi;
