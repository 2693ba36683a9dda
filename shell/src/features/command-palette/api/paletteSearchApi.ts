import { listQueryParams } from 'shared/domain/registrations/list-rules';
import type { ListPage, Registration } from 'shared/domain/registrations/registration';
import { baseApi } from 'shared/platform/api/baseApi';

export interface PaletteSearch {
  q: string;
  limit: number;
}

/**
 * The palette's own search (GET /admin/registrations without the total, which the palette never
 * shows and which costs far more than five rows for a short search: `withTotal=false` answers
 * `{ data }` only). Its rows carry the registration tags, so any module's change refreshes it.
 */
export const paletteSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchRegistrationsForPalette: build.query<Pick<ListPage<Registration>, 'data'>, PaletteSearch>({
      query: ({ q, limit }) => ({ url: '/admin/registrations', params: listQueryParams({ q, limit, withTotal: false }) }),
      providesTags: (page) => [
        { type: 'Registration', id: 'LIST' },
        ...(page?.data ?? []).map((r) => ({ type: 'Registration' as const, id: r.registrationId })),
      ],
    }),
  }),
});

export const { useSearchRegistrationsForPaletteQuery } = paletteSearchApi;
