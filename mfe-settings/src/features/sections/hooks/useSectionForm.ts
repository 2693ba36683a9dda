import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { conflictOf } from 'shared/api/apiError';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { useGetSettingsQuery, useSaveSettingsSectionMutation, type SectionSave } from '../api/settingsApi';
import type { AuditSettings, OrganizationSettings, PaymentSettings } from 'shared/domain/settings/settings';
import { useFormFields } from 'shared/forms/useFormFields';
import { useNotify } from 'shared/platform/ui/notifications';

type Section = SectionSave['section'];
interface SectionValues {
  organization: OrganizationSettings;
  payment: PaymentSettings;
  audit: AuditSettings;
}

/** Spec section 8: the failure text of each section's save. */
const FAILURE_TEXT: Record<Section, MessageDescriptor> = {
  organization: msg`Failed to save organization settings`,
  payment: msg`Failed to save payment settings`,
  audit: msg`Failed to save audit settings`,
};

// The schemas are fetched at the first edit, not with the tab: a file of zod schemas is about 25 KB
// over the wire, and the Organization tab is the screen's first view. A save waits for them if needed.
const loadSchemas = () =>
  import('shared/domain/settings/settings').then(({ organizationSettingsSchema, paymentSettingsSchema, auditSettingsSchema }) => ({
    organization: organizationSettingsSchema,
    payment: paymentSettingsSchema,
    audit: auditSettingsSchema,
  }));
type SectionSchema = Awaited<ReturnType<typeof loadSchemas>>[Section];

const SUCCESS_TEXT: Record<Section, MessageDescriptor> = {
  organization: msg`Organization settings saved.`,
  payment: msg`Payment settings saved.`,
  audit: msg`Audit settings saved.`,
};

/**
 * One settings section as a form: the server's value until edited, field messages from the
 * shared schema, and a save that sends the version it was edited from.
 */
export function useSectionForm<S extends Section>(section: S) {
  const { data } = useGetSettingsQuery();
  const [save, { isLoading: saving }] = useSaveSettingsSectionMutation();
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const stored = data?.[section] as { value: SectionValues[S]; version: number } | undefined;
  // Until the settings arrive there is no form to show (value null), so nothing reads the empty start.
  const form = useFormFields<SectionValues[S], SectionSchema>(null, stored?.value ?? ({} as SectionValues[S]));
  useEffect(() => {
    if (form.dirty) void loadSchemas().catch(() => undefined);
  }, [form.dirty]);

  const submit = async () => {
    if (!stored) return;
    try {
      const value = form.validate((await loadSchemas())[section]);
      if (!value) return;
      await save({ section, value, version: stored.version } as SectionSave).unwrap();
      form.reset();
      notify({ title: t`Settings saved`, description: i18n._(SUCCESS_TEXT[section]), variant: 'success' });
    } catch (error) {
      // Someone else saved first: their values are shown (the refetch) and nothing of ours is kept.
      const conflict = conflictOf(error) !== null;
      if (conflict) form.reset();
      const failed = i18n._(FAILURE_TEXT[section]);
      notify({ title: t`Error`, description: conflict ? apiErrorMessage(error, failed) : failed, variant: 'error' });
    }
  };

  return { value: stored ? form.values : null, errors: form.errors, setField: form.setField, textField: form.textField, submit, saving, dirty: form.dirty };
}
