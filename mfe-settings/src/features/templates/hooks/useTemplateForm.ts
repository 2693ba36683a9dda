import { useState } from 'react';
import { apiErrorMessage } from 'shared/api/apiError';
import { useUpdateNotificationTemplateMutation } from '../api/templatesApi';
import { templateUpdateBodySchema, type NotificationTemplate } from 'shared/domain/settings';
import { fieldIssues } from 'shared/domain/validation';
import { useNotify } from 'shared/platform/ui/notifications';

/** Edits one template's subject and content, saved with the version it was opened at. */
export function useTemplateForm(template: NotificationTemplate, onDone: () => void) {
  const [subject, setSubject] = useState(template.subject);
  const [content, setContent] = useState(template.content);
  const [errors, setErrors] = useState<{ subject?: string; content?: string }>({});
  const [update, { isLoading }] = useUpdateNotificationTemplateMutation();
  const notify = useNotify();

  const submit = async () => {
    const parsed = templateUpdateBodySchema.safeParse({ subject, content, version: template.version });
    if (!parsed.success) {
      setErrors(Object.fromEntries(fieldIssues(parsed.error.issues).map((issue) => [issue.path, issue.message])));
      return;
    }
    try {
      await update({ id: template.id, ...parsed.data }).unwrap();
      notify({ title: 'Template updated', description: `${template.name} has been saved.`, variant: 'success' });
      onDone();
    } catch (error) {
      notify({ title: 'Error', description: apiErrorMessage(error, 'Failed to update template. Please try again.'), variant: 'error' });
    }
  };

  return {
    subject, content, errors, saving: isLoading, submit,
    setSubject: (value: string) => { setSubject(value); setErrors((e) => ({ ...e, subject: undefined })); },
    setContent: (value: string) => { setContent(value); setErrors((e) => ({ ...e, content: undefined })); },
  };
}
