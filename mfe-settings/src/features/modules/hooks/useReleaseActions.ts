import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { labelsIn } from 'shared/ui/labelMessages';
import { useNotify } from 'shared/platform/ui/notifications';
import { useRollBackReleaseMutation, useSetRolloutMutation } from '../api/releasesApi';

/** What a Modules tab button asks to do, waiting for the person to confirm it. */
export type PendingRelease =
  | { kind: 'rollout'; remote: string; version: string; percent: number }
  | { kind: 'promote'; remote: string; version: string }
  | { kind: 'rollback'; remote: string; live: string | null; rollout: string | null; target: string | null };

function describeDone(pending: PendingRelease, i18n: I18n): string {
  const moduleName = labelsIn(i18n).module(pending.remote);
  switch (pending.kind) {
    case 'rollout': {
      const { version, percent } = pending;
      return i18n._(msg`${moduleName} ${version} is rolling out to ${percent}% of browsers.`);
    }
    case 'promote': {
      const { version } = pending;
      return i18n._(msg`${moduleName} ${version} is live for everyone.`);
    }
    case 'rollback':
      return i18n._(msg`${moduleName} was rolled back.`);
  }
}

/** The Modules tab's one pending action: asked first, then sent; the outcome told in a notice. */
export function useReleaseActions() {
  const [pending, setPending] = useState<PendingRelease | null>(null);
  const [setRollout, rollout] = useSetRolloutMutation();
  const [rollBack, rollback] = useRollBackReleaseMutation();
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'rollback') await rollBack({ remote: pending.remote }).unwrap();
      else await setRollout({ remote: pending.remote, version: pending.version, percent: pending.kind === 'promote' ? 100 : pending.percent }).unwrap();
      notify({ title: t`Module release updated`, description: describeDone(pending, i18n), variant: 'success' });
      setPending(null);
    } catch (error) {
      notify({ title: t`Error`, description: apiErrorMessage(error, t`The release could not be changed. Please try again.`), variant: 'error' });
    }
  };

  return { pending, ask: setPending, cancel: () => setPending(null), confirm, busy: rollout.isLoading || rollback.isLoading };
}
