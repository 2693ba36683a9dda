import { useState } from 'react';
import type { SecondFactorCode } from 'shared/platform/session/authSession';
import { useFeatureFlagStatus } from 'shared/hooks/useFeatureFlag';
import { useGetMyPasskeysQuery } from '../features/profile/api/passkeysApi';
import { useGetMySessionsQuery } from '../features/profile/api/sessionsApi';

/** What the signed-in portal shows first: a check in progress, the portal, a page asking for a first passkey, or one asking to confirm. */
export type SecondFactorGateState = 'checking' | 'open' | 'addPasskey' | 'confirm';

const SECOND_FACTOR_REQUIRED: SecondFactorCode = 'second-factor-required';
const heldForSecondFactor = (error: unknown) => (error as { data?: { code?: unknown } } | undefined)?.data?.code === SECOND_FACTOR_REQUIRED;

/**
 * The organisation's orgWide2FA switch, before any screen: off, the portal opens. On, someone without
 * a passkey adds one first (their password allows only that); someone with one makes a call the
 * switch holds back (their sessions, which Profile > Security lists anyway): the portal's prompt asks
 * for the passkey, and the portal opens once that call is answered. Once open it stays, whatever the
 * switch does later: the API refuses what needs the factor and the same prompt asks then.
 */
export function useSecondFactorGate(): { state: SecondFactorGateState; confirmAgain: () => void } {
  const required = useFeatureFlagStatus('orgWide2FA');
  const passkeys = useGetMyPasskeysQuery(undefined, { skip: required !== true });
  const hasPasskey = (passkeys.data?.data.length ?? 0) > 0;
  const probe = useGetMySessionsQuery(undefined, { skip: required !== true || !hasPasskey });
  const [opened, setOpened] = useState(false);

  const state = ((): SecondFactorGateState => {
    if (opened || required === false) return 'open';
    if (required === undefined || passkeys.isLoading) return 'checking';
    // Neither can be read (a role without the permission, the API down): the screens show what the API answers.
    if (passkeys.isError) return 'open';
    if (!hasPasskey) return passkeys.isFetching ? 'checking' : 'addPasskey';
    if (probe.isSuccess) return 'open';
    if (probe.isError && !probe.isFetching) return heldForSecondFactor(probe.error) ? 'confirm' : 'open';
    return 'checking';
  })();
  if (state === 'open' && !opened) setOpened(true);

  return { state, confirmAgain: () => void probe.refetch() };
}
