import type { RegistrationListQuery } from 'shared/domain/registrations/list-rules';
import type { AuditActor } from 'shared/domain/registrations/registration';
import { writeAuditEntry } from '../audit/audit-log';
import type { Queryable } from '../db/database';

/**
 * A CSV of the registration list (children's names and phone numbers) leaving the portal: who,
 * with which filters and sort, how many rows matched. `id` names the export (its link, or the
 * download itself).
 */
export async function auditRegistrationExport(db: Queryable, actor: AuditActor, query: RegistrationListQuery, rows: number, id: string): Promise<void> {
  const { limit: _limit, offset: _offset, withTotal: _withTotal, ...parameters } = query;
  await writeAuditEntry(db, {
    actor,
    action: 'registrations.exported',
    target: { type: 'data_export', id, label: 'Registrations CSV' },
    before: {},
    after: { ...parameters, rows },
    note: `${rows} registration${rows === 1 ? '' : 's'}`,
  });
}
