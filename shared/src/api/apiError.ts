/** The `{ message }` of an API error answer, or the fallback when there is none (network, 5xx). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  const status = (error as { status?: unknown } | undefined)?.status;
  const isClientError = typeof status === 'number' && status >= 400 && status < 500;
  return isClientError && typeof data?.message === 'string' ? data.message : fallback;
}

/** The HTTP status of an RTK Query error, when the server answered. */
export function apiErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : null;
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
