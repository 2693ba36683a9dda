import { useState } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, List, ListItem, ListItemText } from 'shared/platform/ui/mui';
import { REGISTRANT_TEMPLATE_IDS } from 'shared/domain/settings/settings';
import { useGetNotificationTemplatesQuery } from '../api/templatesApi';
import type { NotificationTemplate } from 'shared/domain/settings/settings-answers';
import { TemplateDialog } from './TemplateDialog';

/** How a template is sent: to registrants by e-mail and, with an SMS text, by SMS; staff notices by e-mail. */
function channelsOf(template: NotificationTemplate): string {
  if (!REGISTRANT_TEMPLATE_IDS.includes(template.id)) return 'To staff by e-mail';
  return template.smsText ? 'To registrants by e-mail and SMS' : 'To registrants by e-mail';
}

/** Features tab: the notification templates, each editable with a preview. */
export function TemplatesCard() {
  const { data: templates = [], isError } = useGetNotificationTemplatesQuery();
  const [editing, setEditing] = useState<NotificationTemplate | null>(null);
  return (
    <Card>
      <CardHeader title="Notification Templates" subheader="Messages sent to participants and staff; {{variables}} are filled in" />
      <CardContent>
        {isError && <Alert severity="error">Could not load the templates.</Alert>}
        <List disablePadding>
          {templates.map((template) => (
            <ListItem
              key={template.id}
              divider
              secondaryAction={
                <Button onClick={() => setEditing(template)} aria-label={`Edit ${template.name}`}>
                  Edit
                </Button>
              }
            >
              <ListItemText
                primary={template.name}
                secondary={`${template.subject} · ${channelsOf(template)}`}
                sx={{ pr: 6 }}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      {editing && <TemplateDialog template={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
