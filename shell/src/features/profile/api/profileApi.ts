import type { ProfileUpdateBody } from 'shared/domain/profile/profile';
import type { StaffProfile } from 'shared/domain/profile/profile-answers';
import { baseApi } from 'shared/platform/api/baseApi';

/** The signed-in staff member's own profile record and avatar (api/src/routes/profile.ts). */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyProfile: build.query<StaffProfile, void>({
      query: () => '/admin/profile',
      providesTags: ['Profile'],
    }),
    updateMyProfile: build.mutation<StaffProfile, ProfileUpdateBody>({
      query: (body) => ({ url: '/admin/profile', method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
    // The image's bytes as they are, with the file's own type (the API checks both).
    uploadMyAvatar: build.mutation<StaffProfile, File>({
      query: (file) => ({ url: '/admin/profile/avatar', method: 'PUT', body: file, headers: { 'Content-Type': file.type } }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useGetMyProfileQuery, useUpdateMyProfileMutation, useUploadMyAvatarMutation } = profileApi;
