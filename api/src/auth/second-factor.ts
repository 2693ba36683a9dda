import { SECOND_FACTOR_REQUIRED_CODE, STEP_UP_REQUIRED_CODE, STEP_UP_SECONDS } from 'shared/domain/auth/passkeys';
import { HttpError } from '../http-error';
import type { SecondFactorPolicy } from '../staff/staff-accounts';

/**
 * What a route asks of the session's second factor (its `secondFactor` config; absent: the gate only).
 * - the gate: while the organisation's orgWide2FA switch is on, a session that has not passed its
 *   second factor is refused (`second-factor-required`);
 * - 'exempt': not even that, so a person can get through: their profile, the portal settings the
 *   shell reads at start, the passkey and second-factor calls;
 * - 'step-up': the gate, then a second factor passed within STEP_UP_SECONDS, for anyone with a passkey
 *   and for everyone while the switch is on (`step-up-required`): the money actions;
 * - 'step-up-if-passkey': exempt from the gate, but fresh for anyone who has a passkey: adding
 *   another, so that a password alone cannot add its own passkey to someone else's account.
 */
export type SecondFactorRule = 'exempt' | 'step-up' | 'step-up-if-passkey';

/** Whether the session's second factor is fresh enough for a money action now: what its audit entry records. */
export const confirmedWithPasskey = (passedAt: Date | null, now = Date.now()): boolean =>
  passedAt !== null && now - passedAt.getTime() <= STEP_UP_SECONDS * 1000;

/** The refusal of a call under `rule`, or null: it may go on. `passedAt`: when the session last passed its second factor. */
export function secondFactorRefusal(rule: SecondFactorRule | undefined, policy: SecondFactorPolicy, passedAt: Date | null, now = Date.now()): HttpError | null {
  if (rule === 'exempt') return null;
  if (rule !== 'step-up-if-passkey' && policy.required && !passedAt) {
    return new HttpError(
      403,
      SECOND_FACTOR_REQUIRED_CODE,
      "Confirm it's you with your passkey: this organisation requires a second factor after the password.",
    );
  }
  if (rule === undefined) return null;
  const needsFresh = policy.hasPasskey || (rule === 'step-up' && policy.required);
  if (!needsFresh || confirmedWithPasskey(passedAt, now)) return null;
  return new HttpError(
    403,
    STEP_UP_REQUIRED_CODE,
    `Confirm it's you with your passkey again: this action needs a passkey check from the last ${STEP_UP_SECONDS / 60} minutes.`,
  );
}
