import { useState } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, List, ListItem, ListItemText } from 'shared/platform/ui/mui';
import { useGetNotificationTemplatesQuery } from '../api/templatesApi';
import type { NotificationTemplate } from 'shared/domain/settings-answers';
import { TemplateDialog } from './TemplateDialog';

/** Features tab: the notification templates, each editable with a preview. */
export function TemplatesCard() {
  const { data: templates = [], isError } = useGetNotificationTemplatesQuery();
  const [editing, setEditing] = useState<NotificationTemplate | null>(null);
  return (
    <Card>
      <CardHeader title="Notification Templates" subheader="Messages sent to participants; {{variables}} are filled in" />
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
              <ListItemText primary={template.name} secondary={template.subject} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      {editing && <TemplateDialog template={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
