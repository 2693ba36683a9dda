import { useLingui } from '@lingui/react/macro';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { useUpdateNotificationTemplateMutation } from '../api/templatesApi';
import { REGISTRANT_TEMPLATE_IDS, templateUpdateBodySchema } from 'shared/domain/settings/settings';
import type { NotificationTemplate } from 'shared/domain/settings/settings-answers';
import { useFormFields } from 'shared/forms/useFormFields';
import type { Language } from 'shared/i18n/languages';
import { useNotify } from 'shared/platform/ui/notifications';

/**
 * Edits one template's subject and content and, for a template sent to registrants, its SMS text
 * and DLT template ID (staff notices go by e-mail only), in `language`: saved as that language's
 * version, with the version it was opened at.
 */
export function useTemplateForm(template: NotificationTemplate, language: Language, onDone: () => void) {
  const hasSms = REGISTRANT_TEMPLATE_IDS.includes(template.id);
  const form = useFormFields(
    templateUpdateBodySchema,
    { subject: template.subject, content: template.content, smsText: template.smsText, dltTemplateId: template.dltTemplateId },
    {
      input: ({ smsText, dltTemplateId, ...email }) => ({ ...email, ...(hasSms && { smsText, dltTemplateId }), version: template.version }),
    },
  );
  const [update, { isLoading }] = useUpdateNotificationTemplateMutation();
  const notify = useNotify();
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();

  const submit = async () => {
    const body = form.validate();
    if (!body) return;
    const name = template.name;
    try {
      await update({ id: template.id, language, ...body }).unwrap();
      notify({ title: t`Template updated`, description: t`${name} has been saved.`, variant: 'success' });
      onDone();
    } catch (error) {
      notify({ title: t`Error`, description: apiErrorMessage(error, t`Failed to update template. Please try again.`), variant: 'error' });
    }
  };

  return { values: form.values, textField: form.textField, hasSms, saving: isLoading, submit };
}
