import type { I18n } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Alert, Button, Card, CardContent, CardHeader, List, ListItem, ListItemText } from 'shared/platform/ui/mui';
import { REGISTRANT_TEMPLATE_IDS } from 'shared/domain/settings/settings';
import { useGetNotificationTemplatesQuery } from '../api/templatesApi';
import type { NotificationTemplate } from 'shared/domain/settings/settings-answers';
import { LANGUAGE_NAMES, LANGUAGES, SOURCE_LANGUAGE, type Language } from 'shared/i18n/languages';
import { TemplateDialog } from './TemplateDialog';

/** How a template is sent: to registrants by e-mail and, with an SMS text, by SMS; staff notices by e-mail. */
function channelsOf(template: NotificationTemplate, i18n: I18n): string {
  if (!REGISTRANT_TEMPLATE_IDS.includes(template.id)) return i18n._(msg`To staff by e-mail`);
  return template.smsText ? i18n._(msg`To registrants by e-mail and SMS`) : i18n._(msg`To registrants by e-mail`);
}

/** How the subheader names the placeholders, as a template writes them ('{{variables}}'): the word in the language, the braces as templates write them. */
const variablesIn = (i18n: I18n) =>
  `{{${i18n._(msg({ message: 'variables', comment: 'Stands for the placeholders a template writes between double braces, such as {{name}}' }))}}}`;

/**
 * Features tab: the notification templates, each editable with a preview, in the language chosen
 * here. English first: it is the source the other versions translate, and what a language without
 * a text falls back to. Registrants are sent the receipt language's version, staff their own language's.
 */
export function TemplatesCard() {
  const [language, setLanguage] = useState<Language>(SOURCE_LANGUAGE);
  // The chosen language's only: while another loads, nothing shows that could be opened in the wrong language.
  const { currentData: templates = [], isError } = useGetNotificationTemplatesQuery(language);
  const [editing, setEditing] = useState<NotificationTemplate | null>(null);
  const { t, i18n } = useLingui();
  const variables = variablesIn(i18n);
  return (
    <Card>
      <CardHeader
        title={t`Notification Templates`}
        subheader={t`Messages sent to participants and staff; ${variables} are filled in`}
        action={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={language}
            onChange={(_event, next: Language | null) => next && setLanguage(next)}
            aria-label={t`Template language`}
          >
            {LANGUAGES.map((choice) => (
              <ToggleButton key={choice} value={choice} lang={choice} sx={{ textTransform: 'none', py: 0.5 }}>
                {LANGUAGE_NAMES[choice]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
      />
      <CardContent>
        {isError && (
          <Alert severity="error">
            <Trans>Could not load the templates.</Trans>
          </Alert>
        )}
        <List disablePadding>
          {templates.map((template) => (
            <ListItem
              key={template.id}
              divider
              secondaryAction={
                <Button onClick={() => setEditing(template)} aria-label={t`Edit ${ph({ name: template.name })}`}>
                  <Trans>Edit</Trans>
                </Button>
              }
            >
              <ListItemText
                primary={template.name}
                secondary={`${template.subject} · ${channelsOf(template, i18n)}`}
                sx={{ pr: 6 }}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      {editing && <TemplateDialog template={editing} language={language} onClose={() => setEditing(null)} />}
    </Card>
  );
}
