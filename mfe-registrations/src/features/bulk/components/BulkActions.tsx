import { memo, Suspense, useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createPortal } from 'react-dom';
import { Button } from 'shared/platform/ui/mui';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import type { Role } from 'shared/domain/common/enums';
import type { BulkJob } from 'shared/domain/registrations/registration';
import { hasActiveFilters, listQueryParams, type RegistrationFilters } from 'shared/domain/registrations/list-rules';
import { can } from 'shared/domain/common/permissions';
import { MAX_BULK_ROWS } from 'shared/domain/registrations/request-limits';
import type { BulkAction, BulkActionRequest } from 'shared/domain/registrations/registration-requests';
import { useNotify } from 'shared/platform/ui/notifications';
import type { BulkScope } from '../hooks/useBulkSelection';
import { useBulkJob } from '../../../hooks/useBulkJob';
import { useStartBulkJobMutation } from '../../../api/bulkJobsApi';
import { useOpenedOnce } from 'shared/hooks/useOpenedOnce';
import { lazyWithPreload, preloadOnIntent } from 'shared/ui/lazyWithPreload';

// Not part of the list's first load (a phone waits for all of it): the menu and its confirmation
// are fetched as the person heads for the button, the reason's form (with its validation, zod) and
// the job's progress when the menu opens.
const bulkChoices = lazyWithPreload(() => import('./BulkActionChoices').then((m) => m.BulkActionChoices));
const BulkActionChoices = bulkChoices.Component;
const disqualifyDialog = lazyWithPreload(() => import('../../../components/DisqualifyDialog').then((m) => m.DisqualifyDialog));
const DisqualifyDialog = disqualifyDialog.Component;
const bulkProgress = lazyWithPreload(() => import('../../../components/BulkJobProgress').then((m) => m.BulkJobProgress));
const BulkJobProgress = bulkProgress.Component;

const BUTTON = { variant: 'outlined', startIcon: <PlaylistAddCheckIcon /> } as const;

/**
 * The Bulk Actions button's room, held while the person's role is read (most staff have the button):
 * on a phone the toolbar wraps, and the button arriving a moment late moved the whole list down.
 */
export function BulkActionsPlaceholder() {
  return (
    <Button {...BUTTON} disabled aria-hidden tabIndex={-1} sx={{ visibility: 'hidden' }}>
      <Trans>Bulk Actions</Trans>
    </Button>
  );
}

/** The bulk actions a role may run: confirming needs write, the status changes admin. */
export function bulkActionsFor(role: Role): BulkAction[] {
  const actions: BulkAction[] = [];
  if (can(role, 'write')) actions.push('confirmPayment');
  if (can(role, 'admin')) actions.push('markDuplicate', 'disqualify', 'clearStatus');
  return actions;
}

/** How many registrations the chosen rows, or all matching, are. */
export function scopeCount(scope: BulkScope): number {
  return scope.kind === 'ids' ? scope.ids.length : scope.count;
}

/**
 * What the server is asked to act on: the chosen ids, or "all N matching" with the N the person
 * saw (the server refuses with 409 when the set no longer numbers N). Without a search or filter
 * that set is every registration, which has to be said outright (`all`).
 */
function targetOf(scope: BulkScope, filters: RegistrationFilters): Omit<BulkActionRequest, 'action' | 'note'> {
  if (scope.kind === 'ids') return { registrationIds: scope.ids };
  return hasActiveFilters(filters) ? { filters: listQueryParams(filters), expectedTotal: scope.count } : { all: true, expectedTotal: scope.count };
}

interface BulkActionsProps {
  role: Role;
  scope: BulkScope | null;
  filters: RegistrationFilters;
  onDone: () => void;
  /** Where the job's progress and result are shown, in the page above the rows; in place without one. */
  resultSlot?: HTMLElement | null;
}

/**
 * Beyond the spec: one action on the chosen rows or on every row matching the view, run by the
 * server as a job; its progress, then its result, stays in the page while the person keeps
 * working: one place that tells it, not a notice besides.
 */
export const BulkActions = memo(function BulkActions({ role, scope, filters, onDone, resultSlot }: BulkActionsProps) {
  const notify = useNotify();
  // i18n._(msg`...`) for a plural, not t`...`: the macro drops a plural inside t in a function expression (memo).
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const [start, { isLoading: starting }] = useStartBulkJobMutation();
  const { job, running, startJob, dismiss, cancelJob, cancelling } = useBulkJob('abacus.registrations.bulkJob', start);
  const progress = (shown: BulkJob) => (
    <Suspense fallback={null}>
      <BulkJobProgress
        job={shown}
        onDismiss={dismiss}
        cancelling={cancelling}
        onCancel={() =>
          cancelJob().catch((error: unknown) =>
            notify({ title: t`Error`, description: apiErrorMessage(error, t`The bulk action could not be cancelled. Please try again.`), variant: 'error' }),
          )
        }
      />
    </Suspense>
  );
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<BulkAction | null>(null);
  const menuOpened = useOpenedOnce(anchor !== null);
  const disqualifyOpened = useOpenedOnce(pending === 'disqualify');
  const actions = bulkActionsFor(role);
  if (actions.length === 0) return null;
  const tooMany = scope?.kind === 'matching' && scope.count > MAX_BULK_ROWS;
  const count = scope ? scopeCount(scope) : null;

  const execute = async (action: BulkAction, note?: string) => {
    if (!scope) return;
    try {
      await startJob({ action, ...targetOf(scope, filters), ...(note && { note }) });
      setPending(null);
      onDone();
    } catch (error) {
      setPending(null);
      notify({ title: t`Error`, description: apiErrorMessage(error, t`The bulk action could not be started. Please try again.`), variant: 'error' });
    }
  };

  return (
    <>
      <Button
        {...BUTTON}
        aria-haspopup="menu"
        {...preloadOnIntent(bulkChoices.preload)}
        onClick={(e) => {
          void disqualifyDialog.preload();
          void bulkProgress.preload();
          setAnchor(e.currentTarget);
        }}
      >
        <Trans>Bulk Actions</Trans>
      </Button>
      {menuOpened && (
        <Suspense fallback={null}>
          <BulkActionChoices
            anchor={anchor}
            onCloseMenu={() => setAnchor(null)}
            scopeCount={count}
            tooMany={tooMany}
            running={running}
            actions={actions}
            onChoose={(action) => {
              setAnchor(null);
              setPending(action);
            }}
            confirming={pending === 'disqualify' ? null : pending}
            starting={starting}
            onApply={(action) => void execute(action)}
            onCloseConfirm={() => setPending(null)}
          />
        </Suspense>
      )}

      {disqualifyOpened && (
        <Suspense fallback={null}>
          <DisqualifyDialog
            open={pending === 'disqualify'}
            subject={count === null ? '' : i18n._(msg`${plural(count, { one: '# registration', other: '# registrations' })}, one reason for all.`)}
            busy={starting}
            onConfirm={(reason) => void execute('disqualify', reason)}
            onClose={() => setPending(null)}
          />
        </Suspense>
      )}

      {job && (resultSlot ? createPortal(progress(job), resultSlot) : progress(job))}
    </>
  );
});
