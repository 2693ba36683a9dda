import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { apiErrorMessageIn } from 'shared/hooks/useApiErrorMessage';

/**
 * shared/api/apiError's loadFailureReason in the words of `i18n` (issue 63): why a read failed, in
 * words a person can act on (asked too often, the server out of reach, the server at fault), or
 * what the API said of a refusal (in the language's words where they are known: apiErrorMessageIn).
 */
export function loadFailureReasonIn(i18n: I18n, error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 429) return i18n._(msg`Too many requests: please slow down and try again in a moment.`);
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return i18n._(msg`The server could not be reached. Check your connection and try again.`);
  return apiErrorMessageIn(i18n, error, i18n._(msg`The server could not answer. Please try again.`));
}

/** loadFailureReasonIn for the module's language, inside a component. */
export function useLoadFailureReason(): (error: unknown) => string {
  const { i18n } = useLingui();
  return (error) => loadFailureReasonIn(i18n, error);
}
