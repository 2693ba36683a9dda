import { useStartMergeSuggestedMutation } from '../../../api/registrationMergesApi';
import { useBulkJob } from '../../../hooks/useBulkJob';

/** The Duplicate Audit's Merge suggested job: started after its preview, then polled as every bulk job is. */
export function useMergeSuggested() {
  const [start, { isLoading: starting }] = useStartMergeSuggestedMutation();
  return { ...useBulkJob('abacus.registrations.mergeSuggestedJob', start), starting };
}
