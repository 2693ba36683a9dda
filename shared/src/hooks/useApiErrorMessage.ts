import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { refusalOf } from 'shared/api/apiError';
import { formMessageIn } from 'shared/forms/formWords';
import { refusalWordsIn } from 'shared/i18n/refusals/refusalWords';

/** What a screen says when a call failed: the API's refusal, or the screen's own `fallback` (network, 5xx). */
export type ApiErrorMessage = (error: unknown, fallback: string) => string;

/**
 * shared/api/apiError's apiErrorMessage in the language of `i18n` (issue 63): a refusal in the words
 * of its code, once they are fetched (refusalWords.ts); in English, before they come, or for a code
 * they lack (a newer API), as the API said it. A request refused for a field's value adds that
 * field's message in the forms' words, where they have it (the API's English names the field).
 */
export function apiErrorMessageIn(i18n: I18n, error: unknown, fallback: string): string {
  const refusal = refusalOf(error);
  if (!refusal) return fallback;
  const words = refusal.code !== undefined && refusalWordsIn(i18n, refusal.code);
  if (!words) return refusal.message;
  if (refusal.code !== 'invalid-request') return words;
  const known = refusal.fieldMessages?.find((message) => formMessageIn(i18n, message) !== message);
  return known ? `${words} ${formMessageIn(i18n, known)}` : words;
}

/** apiErrorMessageIn for the module's language, inside a component (one function while the module's messages are the same). */
export function useApiErrorMessage(): ApiErrorMessage {
  const { i18n } = useLingui();
  return useCallback((error, fallback) => apiErrorMessageIn(i18n, error, fallback), [i18n]);
}
