import { useLingui } from '@lingui/react/macro';
import { refusalOf } from 'shared/api/apiError';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { useCreateCenterMutation, useUpdateCenterMutation } from '../api/centersApi';
import { centerInputSchema } from 'shared/domain/settings/settings';
import type { Center } from 'shared/domain/settings/settings-answers';
import { useFormFields } from 'shared/forms/useFormFields';
import { useNotify } from 'shared/platform/ui/notifications';

export type CenterDraft = { code: string; name: string; city: string; contact: string };

const EMPTY: CenterDraft = { code: '', name: '', city: '', contact: '' };

const draftOf = (center: Center | null): CenterDraft =>
  center ? { code: center.code, name: center.name, city: center.city, contact: center.contact ?? '' } : EMPTY;

/** An empty contact box means no contact. */
const centerInput = (draft: CenterDraft) => ({ ...draft, contact: draft.contact.trim() || undefined });

/** The add / edit dialog's form: the spec's validation, then create or update; a taken code is shown on the code field. */
export function useCenterForm(editing: Center | null, onDone: () => void) {
  const form = useFormFields(centerInputSchema, draftOf(editing), { input: centerInput });
  const [create, { isLoading: creating }] = useCreateCenterMutation();
  const [update, { isLoading: updating }] = useUpdateCenterMutation();
  const notify = useNotify();
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();

  const submit = async () => {
    const input = form.validate();
    if (!input) return;
    const { name, code } = input;
    try {
      if (editing) {
        await update({ ...input, id: editing.id, version: editing.version }).unwrap();
        notify({ title: t`Center updated`, description: t`${name} (${code}) has been updated.`, variant: 'success' });
      } else {
        await create(input).unwrap();
        notify({ title: t`Center added`, description: t`${name} (${code}) has been added.`, variant: 'success' });
      }
      onDone();
    } catch (error) {
      const failed = apiErrorMessage(error, t`Failed to save center. Please try again.`);
      if (refusalOf(error)?.code === 'center-code-taken') form.setError('code', failed);
      else notify({ title: t`Error`, description: failed, variant: 'error' });
    }
  };

  return { textField: form.textField, submit, saving: creating || updating };
}
