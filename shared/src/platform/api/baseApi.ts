import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { authSession, SECOND_FACTOR_CODES, type SecondFactorCode } from 'shared/platform/session/authSession';

/**
 * Tags shared by every module, so a change made in one invalidates what another shows; modules meet
 * only through these. Ids are registration ids; `{ id: 'LIST' }` stands for every list.
 * 'Registration': a registration as the registration screens show it. 'Payment': its payment as the
 * payment screens show it (queue, lookup); whatever changes a registration invalidates both.
 * 'Message': the outbox (the Messages screen, a registration's messages).
 */
export const API_TAGS = [
  'Registration',
  'Payment',
  'Stats',
  'Activity',
  'Audit',
  'Settings',
  'Staff',
  'Profile',
  'Preferences',
  'ListViews',
  'Message',
] as const;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { extra }) => {
    const token = (extra as { token?: string } | undefined)?.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

const notAuthenticated: FetchBaseQueryError = { status: 401, data: { message: 'User not authenticated' } };

/** The code of a refusal that a passkey check can lift, or null. */
function secondFactorCodeOf(error: FetchBaseQueryError | undefined): SecondFactorCode | null {
  if (error?.status !== 403) return null;
  const code = (error.data as { code?: unknown } | null | undefined)?.code;
  return SECOND_FACTOR_CODES.find((known) => known === code) ?? null;
}

/** Resolves paths against the configured API base URL and attaches the Firebase ID token. */
const sendWithToken: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const session = authSession();
  const token = await session.getIdToken();
  if (!token) {
    session.onUnauthenticated();
    return { error: notAuthenticated };
  }
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const request = typeof args === 'string' ? { url: args } : args;
  // JSON unless the body is a file upload, whose multipart boundary the browser writes.
  const headers =
    request.body instanceof FormData ? request.headers : { 'Content-Type': 'application/json', ...(request.headers as Record<string, string> | undefined) };
  const result = await rawBaseQuery({ ...request, headers, url: `${base}${request.url}` }, { ...api, extra: { token } }, extraOptions);
  if (result.error?.status === 401) session.onUnauthenticated();
  return result;
};

/**
 * The portal's one error path for a call the session's second factor holds back: the shell asks the
 * person for their passkey and the call is made once more after they pass; cancelled (or a shell
 * without the prompt), the refusal is the call's answer and its screen shows it.
 */
const authenticatedBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await sendWithToken(args, api, extraOptions);
  const code = secondFactorCodeOf(result.error);
  const confirm = authSession().confirmSecondFactor;
  if (!code || !confirm || !(await confirm(code))) return result;
  return sendWithToken(args, api, extraOptions);
};

/** The one RTK Query api slice. Modules add their endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: authenticatedBaseQuery,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
