import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import type { Registration } from 'shared/domain/registrations/registration';
import type { MergeField } from 'shared/domain/registrations/registration-requests';
import { mergeRefusal } from 'shared/domain/registrations/transitions';
import { useNotify } from 'shared/platform/ui/notifications';
import { useMergeRegistrationsMutation } from '../api/registrationMergesApi';
import { useUnmerge } from './useUnmerge';
import { defaultKeptId, mergeRequest, type FieldChoices } from '../utils/mergeChoices';

/**
 * The merge view's choices and the merge: which registration is kept, and each field's value from
 * which (the kept one's unless chosen otherwise; choosing another to keep starts again). Merged,
 * the notice offers Undo; refused, the API's refusal stays in the view.
 */
export function useRegistrationMerge(registrations: Registration[], onMerged: (kept: Registration) => void) {
  const notify = useNotify();
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const [merge, state] = useMergeRegistrationsMutation();
  const { unmerge } = useUnmerge();
  const [keepId, setKeepId] = useState(() => defaultKeptId(registrations));
  const [choices, setChoices] = useState<FieldChoices>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const keep = useCallback((id: string) => {
    setKeepId(id);
    setChoices({});
    setRefusal(null);
  }, []);
  const choose = useCallback((field: MergeField, from: string) => setChoices((current) => ({ ...current, [field]: from })), []);
  const sourceOf = (field: MergeField) => choices[field] ?? keepId;
  // The rules the API applies, said before the button is pressed (two paid, the paid one not kept, ...).
  const kept = registrations.find((registration) => registration.registrationId === keepId);
  const ruleRefusal = kept
    ? mergeRefusal(
        kept,
        registrations.filter((registration) => registration !== kept),
      )
    : null;

  const submit = async () => {
    setRefusal(null);
    const request = mergeRequest(registrations, keepId, choices);
    const result = await merge(request);
    if (result.error !== undefined) {
      setRefusal(apiErrorMessage(result.error, t`Failed to merge the registrations. Please try again.`));
      return;
    }
    const kept = result.data;
    const [first] = request.body.mergeIds;
    const mergeIds = request.body.mergeIds.join(', ');
    const { name, registrationId } = kept;
    notify({
      title: t`Registrations Merged`,
      description: t`${mergeIds} merged into ${name} (${registrationId}).`,
      variant: 'success',
      action: { label: t`Undo`, onPress: () => void unmerge(first!, t`Merge Undone`) },
    });
    onMerged(kept);
  };

  return { keepId, keep, sourceOf, choose, choices, refusal: refusal ?? ruleRefusal, blocked: ruleRefusal !== null, submit, merging: state.isLoading };
}
