import { useCallback, useEffect, useState } from 'react';
import type { BulkJob } from 'shared/domain/registrations/registration';
import { isFinished, useCancelBulkJobMutation, useGetBulkJobQuery } from '../api/bulkJobsApi';

const POLL_MS = 1000;

function storedJobId(storageKey: string): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function storeJobId(storageKey: string, jobId: string | null): void {
  try {
    if (jobId) sessionStorage.setItem(storageKey, jobId);
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage refused (private mode): the job is watched until the screen is left.
  }
}

/**
 * A bulk job this person started from a screen (the registrations' Bulk Actions, the Duplicate
 * Audit's Merge suggested): `start` runs the call that starts one and the job it answers is polled
 * while it runs. The job being watched survives leaving the screen and reloading the page (this
 * tab only), kept under `storageKey`, one for each screen.
 */
export function useBulkJob<Args>(storageKey: string, start: (args: Args) => { unwrap: () => Promise<BulkJob> }) {
  const [jobId, setJobId] = useState<string | null>(() => storedJobId(storageKey));
  const [cancel, { isLoading: cancelling }] = useCancelBulkJobMutation();
  // The job is polled until it is seen finished (polling again for a job started since).
  const [finishedId, setFinishedId] = useState<string | null>(null);
  const polling = jobId !== finishedId;
  const query = useGetBulkJobQuery(jobId ?? '', { skip: jobId === null, pollingInterval: polling ? POLL_MS : 0, skipPollingIfUnfocused: false });
  const job = query.currentData?.id === jobId ? query.currentData : undefined;

  if (job && isFinished(job) && finishedId !== job.id) setFinishedId(job.id);

  // A job this account may not read (another person's, left in this tab) or that is gone.
  const gone = query.isError && (query.error as { status?: unknown }).status === 404;
  if (gone && jobId !== null) setJobId(null);
  // The tab remembers the job being watched, whatever changed it.
  useEffect(() => storeJobId(storageKey, jobId), [storageKey, jobId]);

  const startJob = useCallback(
    async (args: Args) => {
      const started = await start(args).unwrap();
      setJobId(started.id);
      return started;
    },
    [start],
  );

  const dismiss = useCallback(() => setJobId(null), []);
  const cancelJob = useCallback(async () => {
    if (jobId) await cancel(jobId).unwrap();
  }, [cancel, jobId]);

  return { job, running: job !== undefined && !isFinished(job), startJob, dismiss, cancelJob, cancelling };
}
