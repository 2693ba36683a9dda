import { useEffect, useRef, useState } from 'react';
import type { StatementUploadProgress } from 'shared/domain/payments/reconciliation-answers';
import { useGetUploadProgressQuery } from '../api/reconciliationApi';

const POLL_MS = 1000;

const isFinished = (progress: StatementUploadProgress) => progress.status === 'ready' || progress.status === 'failed';

/**
 * A statement being stored and matched in the background (its upload answered 202), polled as a bulk
 * job is until it is ready or failed; `onFinished` is called once, when it ends.
 */
export function useUploadProgress(onFinished: (progress: StatementUploadProgress) => void) {
  const [id, setId] = useState<string | null>(null);
  const [finishedId, setFinishedId] = useState<string | null>(null);
  const watching = id !== null && id !== finishedId;
  const query = useGetUploadProgressQuery(id ?? '', { skip: id === null, pollingInterval: watching ? POLL_MS : 0, skipPollingIfUnfocused: false });
  const progress = id !== null && query.currentData?.id === id ? query.currentData : undefined;
  if (progress && isFinished(progress) && finishedId !== progress.id) setFinishedId(progress.id);

  const finished = progress && finishedId === progress.id ? progress : undefined;
  const handedOver = useRef<string | null>(null);
  useEffect(() => {
    if (!finished || handedOver.current === finished.id) return;
    handedOver.current = finished.id;
    onFinished(finished);
  }, [finished, onFinished]);

  return { progress: watching ? progress : undefined, watching, watch: setId };
}
