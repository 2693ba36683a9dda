import type { AuditActor } from 'shared/domain/registration';
import type { TemplateUpdateBody } from 'shared/domain/settings';
import { notificationTemplateSchema, type NotificationTemplate } from 'shared/domain/settings-answers';
import { changedFields, writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { lockVersionedRow } from '../db/versioned-row';
import { refuseChangedServerOwnedFields } from '../server-owned-fields';

type TemplateRow = NotificationTemplate & { [column: string]: unknown };

const COLUMNS = 'id, name, subject, content, variables, version';

const toTemplate = ({ id, name, subject, content, variables, version }: TemplateRow): NotificationTemplate => ({
  id,
  name,
  subject,
  content,
  variables,
  version,
});

export async function listTemplates(db: Queryable): Promise<NotificationTemplate[]> {
  // The three templates the product sends.
  const rows = await db.query<TemplateRow>(`SELECT ${COLUMNS} FROM notification_templates ORDER BY name LIMIT 100`);
  return rows.map(toTemplate);
}

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
        missing: 'Template not found',
        stale: 'This template was changed by someone else. The current text is shown.',
      },
      body.version,
    );
    refuseChangedServerOwnedFields(body, before, notificationTemplateSchema);
    const diff = changedFields({ subject: before.subject, content: before.content }, { subject: body.subject, content: body.content });
    if (!diff) return before;
    const [updated] = await tx.query<TemplateRow>(
      `UPDATE notification_templates SET subject = $2, content = $3, version = version + 1, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, body.subject, body.content],
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
