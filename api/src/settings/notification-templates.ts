import type { AuditActor } from 'shared/domain/registrations/registration';
import { REGISTRANT_TEMPLATE_IDS, type TemplateUpdateBody } from 'shared/domain/settings/settings';
import { notificationTemplateSchema, type NotificationTemplate } from 'shared/domain/settings/settings-answers';
import { changedFields, writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { lockVersionedRow } from '../db/versioned-row';
import { conflict } from '../http-error';
import { refuseChangedServerOwnedFields } from '../server-owned-fields';

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

export async function listTemplates(db: Queryable): Promise<NotificationTemplate[]> {
  // The spec's three templates to registrants and the staff notices: a handful.
  const rows = await db.query<TemplateRow>(`SELECT ${COLUMNS} FROM notification_templates ORDER BY name LIMIT 100`);
  return rows.map(toTemplate);
}

/**
 * Saves a template's texts. `smsText` and `dltTemplateId` left out keep what is stored (screens
 * built before them send only subject and content). Staff notices go by e-mail only, so an SMS
 * text or DLT id given to one is refused rather than kept unused.
 */
export async function updateTemplate(db: Database, id: string, body: TemplateUpdateBody, actor: AuditActor): Promise<NotificationTemplate> {
  return db.transaction(async (tx) => {
    const before = await lockVersionedRow(
      tx,
      {
        table: 'notification_templates',
        columns: COLUMNS,
        key: 'id',
        id,
        read: toTemplate,
        missing: { code: 'template-not-found', message: 'Template not found' },
        stale: 'This template was changed by someone else. The current text is shown.',
      },
      body.version,
    );
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
    const [updated] = await tx.query<TemplateRow>(
      `UPDATE notification_templates SET subject = $2, content = $3, sms_text = $4, dlt_template_id = $5, version = version + 1, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, after.subject, after.content, after.smsText, after.dltTemplateId],
    );
    await writeAuditEntry(tx, {
      actor,
      action: 'template.updated',
      target: { type: 'template', id, label: before.name },
      ...diff,
      note: null,
    });
    return toTemplate(updated!);
  });
}
