import type { Refusal } from 'shared/domain/common/refusal-codes';
import type { AuditActor } from 'shared/domain/registrations/registration';
import { REGISTRANT_TEMPLATE_IDS, type TemplateUpdateBody } from 'shared/domain/settings/settings';
import { notificationTemplateSchema, type NotificationTemplate } from 'shared/domain/settings/settings-answers';
import { SOURCE_LANGUAGE, type Language } from 'shared/i18n/languages';
import { changedFields, writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { lockVersionedRow, type VersionedRow } from '../db/versioned-row';
import { conflict } from '../http-error';
import { refuseChangedServerOwnedFields } from '../server-owned-fields';

// English is kept in notification_templates, where it always was; Hindi and Tamil each in a row of
// notification_template_texts (migration 106) with its own version, so that one language's save
// never changes nor conflicts with another's.

interface TemplateRow {
  id: string;
  name: string;
  subject: string;
  content: string;
  sms_text: string;
  dlt_template_id: string;
  variables: string[];
  version: number;
  [column: string]: unknown;
}

const COLUMNS = 'id, name, subject, content, sms_text, dlt_template_id, variables, version';
// A language's text beside the template's name and variables (t: the template, x: the text).
const TRANSLATED_COLUMNS = 't.id, t.name, x.subject, x.content, x.sms_text, x.dlt_template_id, t.variables, x.version';

const toTemplate = (row: TemplateRow): NotificationTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  content: row.content,
  smsText: row.sms_text,
  dltTemplateId: row.dlt_template_id,
  variables: row.variables,
  version: row.version,
});

/**
 * Every template in `language`. A template with no text in that language yet (one added after
 * migration 106 without its translations) answers the English text at version 1, which a save then
 * makes that language's own; its DLT id is empty, as DLT registers each language's text apart.
 */
export async function listTemplates(db: Queryable, language: Language = SOURCE_LANGUAGE): Promise<NotificationTemplate[]> {
  // The spec's three templates to registrants and the staff notices: a handful.
  const rows =
    language === SOURCE_LANGUAGE
      ? await db.query<TemplateRow>(`SELECT ${COLUMNS} FROM notification_templates ORDER BY name LIMIT 100`)
      : await db.query<TemplateRow>(
          `SELECT t.id, t.name, coalesce(x.subject, t.subject) AS subject, coalesce(x.content, t.content) AS content,
                  coalesce(x.sms_text, t.sms_text) AS sms_text, coalesce(x.dlt_template_id, '') AS dlt_template_id, t.variables,
                  coalesce(x.version, 1) AS version
           FROM notification_templates t LEFT JOIN notification_template_texts x ON x.template_id = t.id AND x.language = $1
           ORDER BY t.name LIMIT 100`,
          [language],
        );
  return rows.map(toTemplate);
}

const STALE = 'This template was changed by someone else. The current text is shown.';
const MISSING: Refusal = { code: 'template-not-found', message: 'Template not found' };

/** The row a save of `language` locks and changes: the template's own for English, else that language's text. */
async function lockLanguage(tx: Queryable, id: string, language: Language, version: number | undefined): Promise<NotificationTemplate> {
  if (language === SOURCE_LANGUAGE) {
    return lockVersionedRow(
      tx,
      { table: 'notification_templates', columns: COLUMNS, key: 'id', id, read: toTemplate, missing: MISSING, stale: STALE },
      version,
    );
  }
  // A template with no text in this language yet starts from the English one, as listTemplates answers it.
  await tx.query(
    `INSERT INTO notification_template_texts (template_id, language, subject, content, sms_text)
     SELECT id, $2, subject, content, sms_text FROM notification_templates WHERE id = $1
     ON CONFLICT (template_id, language) DO NOTHING`,
    [id, language],
  );
  const text: VersionedRow<TemplateRow, NotificationTemplate> = {
    // The language is one of LANGUAGES, never text from the request.
    table: `notification_templates t JOIN notification_template_texts x ON x.template_id = t.id AND x.language = '${language}'`,
    columns: TRANSLATED_COLUMNS,
    key: 't.id',
    lockOf: 'x',
    id,
    read: toTemplate,
    missing: MISSING,
    stale: STALE,
  };
  return lockVersionedRow(tx, text, version);
}

/**
 * Saves a template's texts in `language`. `smsText` and `dltTemplateId` left out keep what that
 * language has stored (screens built before them send only subject and content). Staff notices go
 * by e-mail only, so an SMS text or DLT id given to one is refused rather than kept unused. The
 * audit entry's note names the language.
 */
export async function updateTemplate(
  db: Database,
  id: string,
  body: TemplateUpdateBody,
  actor: AuditActor,
  language: Language = SOURCE_LANGUAGE,
): Promise<NotificationTemplate> {
  return db.transaction(async (tx) => {
    const before = await lockLanguage(tx, id, language, body.version);
    refuseChangedServerOwnedFields(body, before, notificationTemplateSchema);
    const after = {
      subject: body.subject,
      content: body.content,
      smsText: body.smsText ?? before.smsText,
      dltTemplateId: body.dltTemplateId ?? before.dltTemplateId,
    };
    if (!REGISTRANT_TEMPLATE_IDS.includes(id) && (after.smsText !== '' || after.dltTemplateId !== '')) {
      throw conflict('staff-notice-email-only', 'This staff notice is sent by e-mail only, so it takes no SMS text or DLT template ID. Leave both empty.');
    }
    const diff = changedFields({ subject: before.subject, content: before.content, smsText: before.smsText, dltTemplateId: before.dltTemplateId }, after);
    if (!diff) return before;
    const values = [id, after.subject, after.content, after.smsText, after.dltTemplateId];
    const [updated] =
      language === SOURCE_LANGUAGE
        ? await tx.query<TemplateRow>(
            `UPDATE notification_templates SET subject = $2, content = $3, sms_text = $4, dlt_template_id = $5, version = version + 1, updated_at = now()
             WHERE id = $1 RETURNING ${COLUMNS}`,
            values,
          )
        : await tx.query<TemplateRow>(
            `UPDATE notification_template_texts x
             SET subject = $2, content = $3, sms_text = $4, dlt_template_id = $5, version = x.version + 1, updated_at = now()
             FROM notification_templates t WHERE t.id = x.template_id AND x.template_id = $1 AND x.language = $6
             RETURNING ${TRANSLATED_COLUMNS}`,
            [...values, language],
          );
    await writeAuditEntry(tx, {
      actor,
      action: 'template.updated',
      target: { type: 'template', id, label: before.name },
      ...diff,
      note: `Language: ${language}`,
    });
    return toTemplate(updated!);
  });
}
