import { useState } from 'react';
import { apiErrorMessage, apiErrorStatus } from 'shared/api/apiError';
import { useCreateCenterMutation, useUpdateCenterMutation } from '../api/centersApi';
import { centerInputSchema, type Center, type CenterInput } from 'shared/domain/settings';
import { fieldIssues } from 'shared/domain/validation';
import { useNotify } from 'shared/platform/ui/notifications';

export type CenterDraft = { code: string; name: string; city: string; contact: string };

const EMPTY: CenterDraft = { code: '', name: '', city: '', contact: '' };

const draftOf = (center: Center | null): CenterDraft =>
  center ? { code: center.code, name: center.name, city: center.city, contact: center.contact ?? '' } : EMPTY;

/** The add / edit dialog's form: the spec's validation, then create or update; a taken code is shown on the code field. */
export function useCenterForm(editing: Center | null, onDone: () => void) {
  const [draft, setDraft] = useState<CenterDraft>(() => draftOf(editing));
  const [errors, setErrors] = useState<Partial<Record<keyof CenterDraft, string>>>({});
  const [create, { isLoading: creating }] = useCreateCenterMutation();
  const [update, { isLoading: updating }] = useUpdateCenterMutation();
  const notify = useNotify();

  const setField = (key: keyof CenterDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const submit = async () => {
    const parsed = centerInputSchema.safeParse({ ...draft, contact: draft.contact.trim() || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(fieldIssues(parsed.error.issues).map((issue) => [issue.path, issue.message])));
      return;
    }
    const input: CenterInput = parsed.data;
    try {
      if (editing) {
        await update({ ...input, id: editing.id, version: editing.version }).unwrap();
        notify({ title: 'Center updated', description: `${input.name} (${input.code}) has been updated.`, variant: 'success' });
      } else {
        await create(input).unwrap();
        notify({ title: 'Center added', description: `${input.name} (${input.code}) has been added.`, variant: 'success' });
      }
      onDone();
    } catch (error) {
      const message = apiErrorMessage(error, 'Failed to save center. Please try again.');
      if (apiErrorStatus(error) === 409 && message.startsWith('Center code')) setErrors({ code: message });
      else notify({ title: 'Error', description: message, variant: 'error' });
    }
  };

  return { draft, errors, setField, submit, saving: creating || updating };
}
