import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Box, Button, Chip, Paper, Stack, Typography } from 'shared/platform/ui/mui';
import { renderTemplate, SMS_TEXT_MAX } from 'shared/domain/settings/settings';
import type { NotificationTemplate } from 'shared/domain/settings/settings-answers';
import { LANGUAGE_NAMES, type Language } from 'shared/i18n/languages';
import { useTemplateForm } from '../hooks/useTemplateForm';

/**
 * Edit a template's subject and content (the e-mail) and, for a template sent to registrants, its
 * SMS text and DLT template ID, in one language (the card's choice), with a preview of each rendered
 * from the spec's sample values.
 */
export function TemplateDialog({ template, language, onClose }: { template: NotificationTemplate; language: Language; onClose: () => void }) {
  const form = useTemplateForm(template, language, onClose);
  const [previewing, setPreviewing] = useState(false);
  const sms = form.values.smsText;
  const { t } = useLingui();
  const name = template.name;
  const length = sms.length;
  const max = SMS_TEXT_MAX;
  const languageName = LANGUAGE_NAMES[language];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <DialogTitle>
          <Trans>Edit Template: {name}</Trans>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="textSecondary">
              <Trans>
                Language of this version: <span lang={language}>{languageName}</span>
              </Trans>
            </Typography>
            <Box>
              <Typography variant="caption" color="textSecondary">
                <Trans>Variables:</Trans>{' '}
              </Typography>
              {template.variables.map((variable) => (
                <Chip key={variable} size="small" label={`{{${variable}}}`} sx={{ mr: 0.5, mb: 0.5 }} />
              ))}
            </Box>
            <TextField label={t`Subject`} {...form.textField('subject')} />
            <TextField label={t`Content`} {...form.textField('content')} multiline minRows={6} />
            {form.hasSms && (
              <>
                <TextField
                  label={t`SMS text`}
                  {...form.textField('smsText', t`Sent to the registrant's mobile number; empty: no SMS. ${length} of ${max} characters.`)}
                  multiline
                  minRows={2}
                />
                <TextField
                  label={t`DLT template ID`}
                  {...form.textField('dltTemplateId', t`Digits, as India's DLT registry gave them for this SMS text; the gateway needs it to deliver.`)}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </>
            )}
            {previewing && (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: form.hasSms ? '3fr 2fr' : '1fr' }, alignItems: 'start' }}>
                <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} aria-label={t`Preview`}>
                  <Typography variant="overline" color="textSecondary">
                    <Trans>E-mail</Trans>
                  </Typography>
                  <Typography variant="subtitle2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
                    {renderTemplate(form.values.subject)}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {renderTemplate(form.values.content)}
                  </Typography>
                </Paper>
                {form.hasSms && (
                  <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} aria-label={t`SMS preview`}>
                    <Typography variant="overline" color="textSecondary">
                      <Trans>SMS</Trans>
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {sms.trim() ? renderTemplate(sms) : t`No SMS is sent with this template.`}
                    </Typography>
                  </Paper>
                )}
              </Box>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreviewing((shown) => !shown)}>{previewing ? t`Hide Preview` : t`Preview`}</Button>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={form.saving}>
            <Trans>Save Template</Trans>
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
