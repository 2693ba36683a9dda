import type { CenterScope } from 'shared/platform/api/centerScope';
import { baseApi } from 'shared/platform/api/baseApi';

/**
 * GET /admin/registrations/centers, cached once: every screen a person's centres shape says which
 * (shared/ui/CenterScopeNote), the registration forms offer them, Settings picks among them. A
 * change of an account's centres ('Staff') or of the centres themselves ('Settings') reloads it.
 */
export const centerScopeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCenterScope: build.query<CenterScope, void>({
      query: () => '/admin/registrations/centers',
      providesTags: ['Staff', 'Settings'],
    }),
  }),
});

export const { useGetCenterScopeQuery } = centerScopeApi;
