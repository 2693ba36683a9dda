import { useState } from 'react';
import { apiErrorMessage, apiErrorStatus } from 'shared/api/apiError';
import { useGetSettingsQuery, useSaveSettingsSectionMutation, type SectionSave } from '../api/settingsApi';
import {
  auditSettingsSchema, organizationSettingsSchema, paymentSettingsSchema, type AuditSettings, type OrganizationSettings,
  type PaymentSettings,
} from 'shared/domain/settings';
import { fieldIssues } from 'shared/domain/validation';
import { useNotify } from 'shared/platform/ui/notifications';

type Section = SectionSave['section'];
interface SectionValues {
  organization: OrganizationSettings;
  payment: PaymentSettings;
  audit: AuditSettings;
}

/** Spec section 8: the failure text of each section's save. */
const FAILURE_TEXT: Record<Section, string> = {
  organization: 'Failed to save organization settings',
  payment: 'Failed to save payment settings',
  audit: 'Failed to save audit settings',
};

const SCHEMAS = { organization: organizationSettingsSchema, payment: paymentSettingsSchema, audit: auditSettingsSchema };

const SUCCESS_TEXT: Record<Section, string> = {
  organization: 'Organization settings saved.',
  payment: 'Payment settings saved.',
  audit: 'Audit settings saved.',
};

/**
 * One settings section as a form: the server's value until edited, field messages from the
 * shared schema, and a save that sends the version it was edited from.
 */
export function useSectionForm<S extends Section>(section: S) {
  const { data } = useGetSettingsQuery();
  const [save, { isLoading: saving }] = useSaveSettingsSectionMutation();
  const notify = useNotify();
  const [draft, setDraft] = useState<SectionValues[S] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stored = data?.[section] as { value: SectionValues[S]; version: number } | undefined;
  const value = draft ?? stored?.value ?? null;

  const setField = <K extends keyof SectionValues[S]>(key: K, fieldValue: SectionValues[S][K]) => {
    if (!value) return;
    const next = { ...value, [key]: fieldValue } as SectionValues[S];
    setDraft(() => next);
    setErrors(({ [key as string]: _cleared, ...rest }) => rest);
  };

  const submit = async () => {
    if (!value || !stored) return;
    const parsed = SCHEMAS[section].safeParse(value);
    if (!parsed.success) {
      setErrors(Object.fromEntries(fieldIssues(parsed.error.issues).map((issue) => [issue.path, issue.message])));
      return;
    }
    try {
      await save({ section, value: parsed.data, version: stored.version } as SectionSave).unwrap();
      setDraft(null);
      notify({ title: 'Settings saved', description: SUCCESS_TEXT[section], variant: 'success' });
    } catch (error) {
      // Someone else saved first: their values are shown (the refetch) and nothing of ours is kept.
      if (apiErrorStatus(error) === 409) setDraft(null);
      notify({ title: 'Error', description: apiErrorStatus(error) === 409 ? apiErrorMessage(error, FAILURE_TEXT[section]) : FAILURE_TEXT[section], variant: 'error' });
    }
  };

  return { value, errors, setField, submit, saving, dirty: draft !== null };
}
