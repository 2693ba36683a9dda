import { useCallback, useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { BulkActionRequest } from 'shared/domain/registrations/registration-requests';
import { isFinished, useCancelBulkJobMutation, useGetBulkJobQuery, useStartBulkJobMutation } from '../api/bulkJobsApi';

const POLL_MS = 1000;
// The job being watched survives leaving the screen and reloading the page (this tab only).
const STORAGE_KEY = 'abacus.registrations.bulkJob';

function storedJobId(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeJobId(jobId: string | null): void {
  try {
    if (jobId) sessionStorage.setItem(STORAGE_KEY, jobId);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the job is watched until the screen is left.
  }
}

/** The bulk job this person started from the registrations screen: starts one, and polls it while it runs. */
export function useBulkJob() {
  const [jobId, setJobId] = useState<string | null>(storedJobId);
  const [start, { isLoading: starting }] = useStartBulkJobMutation();
  const [cancel, { isLoading: cancelling }] = useCancelBulkJobMutation();
  // The job is polled until it is seen finished (polling again for a job started since).
  const [finishedId, setFinishedId] = useState<string | null>(null);
  const polling = jobId !== finishedId;
  const query = useGetBulkJobQuery(jobId ?? skipToken, { pollingInterval: polling ? POLL_MS : 0, skipPollingIfUnfocused: false });
  const job = query.currentData?.id === jobId ? query.currentData : undefined;

  if (job && isFinished(job) && finishedId !== job.id) setFinishedId(job.id);

  // A job this account may not read (another person's, left in this tab) or that is gone.
  const gone = query.isError && (query.error as { status?: unknown }).status === 404;
  if (gone && jobId !== null) setJobId(null);
  // The tab remembers the job being watched, whatever changed it.
  useEffect(() => storeJobId(jobId), [jobId]);

  const startJob = useCallback(
    async (body: BulkActionRequest) => {
      const started = await start(body).unwrap();
      setJobId(started.id);
      return started;
    },
    [start],
  );

  const dismiss = useCallback(() => setJobId(null), []);
  const cancelJob = useCallback(async () => {
    if (jobId) await cancel(jobId).unwrap();
  }, [cancel, jobId]);

  return { job, running: job !== undefined && !isFinished(job), starting, startJob, dismiss, cancelJob, cancelling };
}
