// The one place a failed call becomes what a screen shows: the API's words for a refusal (4xx),
// the screen's own words otherwise, and for a 409 the record as it now is. A screen shows them
// through shared/hooks/useApiErrorMessage, which puts a refusal in the person's language.

/**
 * The `{ code, message }` of an API refusal (a 4xx answer with a message), with the messages of its
 * `issues` (an invalid request's fields, in the shared schemas' words); null for any other failure
 * (network, 5xx).
 */
export function refusalOf(error: unknown): { code?: string; message: string; fieldMessages?: string[] } | null {
  const data = (error as { data?: { code?: unknown; message?: unknown; issues?: unknown } } | undefined)?.data;
  const status = apiErrorStatus(error);
  if (status === null || status < 400 || status >= 500 || typeof data?.message !== 'string') return null;
  const fieldMessages = Array.isArray(data.issues)
    ? data.issues.flatMap((issue: { message?: unknown }) => (typeof issue?.message === 'string' ? [issue.message] : []))
    : [];
  return { ...(typeof data.code === 'string' && { code: data.code }), message: data.message, ...(fieldMessages.length > 0 && { fieldMessages }) };
}

/** The `{ message }` of an API error answer, or the fallback when there is none (network, 5xx). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return refusalOf(error)?.message ?? fallback;
}

/** The HTTP status of an RTK Query error, when the server answered. */
export function apiErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * A 409 answer (someone else changed it first, or a unique value is taken): the record as it now
 * is, when the answer carries it; null for any other failure. Its words are refusalOf's.
 */
export function conflictOf<T = unknown>(error: unknown): { current?: T } | null {
  if (apiErrorStatus(error) !== 409) return null;
  const data = (error as { data?: { current?: T } }).data;
  return data?.current !== undefined ? { current: data.current } : {};
}

/**
 * The record as the API has it after a change: the answer, or on a 409 the `current` row the
 * refusal carries; undefined when the change failed otherwise. Cached copies are patched with it.
 */
export async function recordAfterChange<T>(answer: Promise<{ data: T }>): Promise<T | undefined> {
  try {
    return (await answer).data;
  } catch (failure) {
    return conflictOf<T>((failure as { error?: unknown }).error)?.current;
  }
}

/**
 * Why a read failed, in words a person can act on: asked too often (429: slow down), the server
 * out of reach, the server at fault, or what the API said of a refusal.
 */
export function loadFailureReason(error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 429) return 'Too many requests: please slow down and try again in a moment.';
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'The server could not be reached. Check your connection and try again.';
  return apiErrorMessage(error, 'The server could not answer. Please try again.');
}
