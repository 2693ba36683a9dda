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
