import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Box, Button, Chip, Paper, Stack, Typography } from 'shared/platform/ui/mui';
import { renderTemplate } from 'shared/domain/settings';
import type { NotificationTemplate } from 'shared/domain/settings-answers';
import { useTemplateForm } from '../hooks/useTemplateForm';

/** Edit a template's subject and content, with a preview rendered from the spec's sample values. */
export function TemplateDialog({ template, onClose }: { template: NotificationTemplate; onClose: () => void }) {
  const form = useTemplateForm(template, onClose);
  const [previewing, setPreviewing] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <DialogTitle>Edit Template: {template.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box>
              <Typography variant="caption" color="textSecondary">
                Variables:{' '}
              </Typography>
              {template.variables.map((variable) => (
                <Chip key={variable} size="small" label={`{{${variable}}}`} sx={{ mr: 0.5 }} />
              ))}
            </Box>
            <TextField label="Subject" {...form.textField('subject')} />
            <TextField label="Content" {...form.textField('content')} multiline minRows={6} />
            {previewing && (
              <Paper variant="outlined" sx={{ p: 2 }} aria-label="Preview">
                <Typography variant="subtitle2" gutterBottom>
                  {renderTemplate(form.values.subject)}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {renderTemplate(form.values.content)}
                </Typography>
              </Paper>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreviewing((shown) => !shown)}>{previewing ? 'Hide Preview' : 'Preview'}</Button>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.saving}>
            Save Template
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
