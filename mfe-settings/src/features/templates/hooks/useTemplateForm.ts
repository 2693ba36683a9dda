import { apiErrorMessage } from 'shared/api/apiError';
import { useUpdateNotificationTemplateMutation } from '../api/templatesApi';
import { templateUpdateBodySchema } from 'shared/domain/settings';
import type { NotificationTemplate } from 'shared/domain/settings-answers';
import { useFormFields } from 'shared/forms/useFormFields';
import { useNotify } from 'shared/platform/ui/notifications';

/** Edits one template's subject and content, saved with the version it was opened at. */
export function useTemplateForm(template: NotificationTemplate, onDone: () => void) {
  const form = useFormFields(
    templateUpdateBodySchema,
    { subject: template.subject, content: template.content },
    {
      input: (values) => ({ ...values, version: template.version }),
    },
  );
  const [update, { isLoading }] = useUpdateNotificationTemplateMutation();
  const notify = useNotify();

  const submit = async () => {
    const body = form.validate();
    if (!body) return;
    try {
      await update({ id: template.id, ...body }).unwrap();
      notify({ title: 'Template updated', description: `${template.name} has been saved.`, variant: 'success' });
      onDone();
    } catch (error) {
      notify({ title: 'Error', description: apiErrorMessage(error, 'Failed to update template. Please try again.'), variant: 'error' });
    }
  };

  return { values: form.values, textField: form.textField, saving: isLoading, submit };
}
