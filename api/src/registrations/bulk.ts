import type { RegistrationFilters } from 'shared/domain/list-query';
import type { AuditActor, BulkActionResult, Registration } from 'shared/domain/registration';
import { MAX_BULK_ROWS, type BulkActionBody } from 'shared/domain/schemas';
import { DEFAULT_CLEAR_STATUS_NOTE, LIST_CONFIRMATION_NOTE } from 'shared/domain/transitions';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { changeStatus, clearStatus, confirmPayment } from './changes';
import { whereClause } from './list-sql';

/** The ids of the registrations matching the filters, or 400 when there are more than one bulk action takes. */
async function idsMatching(db: Queryable, filters: RegistrationFilters): Promise<string[]> {
  const where = whereClause(filters);
  const rows = await db.query<{ registration_id: string }>(
    `SELECT registration_id FROM registrations ${where.sql} ORDER BY registration_id LIMIT ${MAX_BULK_ROWS + 1}`,
    where.params,
  );
  if (rows.length > MAX_BULK_ROWS) {
    throw new HttpError(400, `More than ${MAX_BULK_ROWS.toLocaleString('en-IN')} registrations match. Narrow the search or filters and run the action in parts.`);
  }
  return rows.map((row) => row.registration_id);
}

function applierFor(db: Database, body: BulkActionBody, actor: AuditActor): (registrationId: string) => Promise<Registration> {
  switch (body.action) {
    case 'confirmPayment':
      return (id) => confirmPayment(db, id, { payment: { status: 'success', mode: 'offline' }, adminNote: LIST_CONFIRMATION_NOTE }, actor);
    case 'markDuplicate':
      return (id) => changeStatus(db, id, { status: 'duplicate' }, actor);
    case 'disqualify': {
      const note = body.note;
      if (note === undefined) throw new HttpError(400, 'Please provide a reason with at least 10 characters.');
      return (id) => changeStatus(db, id, { status: 'disqualified', note }, actor);
    }
    case 'clearStatus':
      return (id) => clearStatus(db, id, { status: 'active', adminNote: DEFAULT_CLEAR_STATUS_NOTE }, actor);
  }
}

/**
 * Applies one action to each registration in its own locked, audited transaction: the very
 * change a single action makes, under the same rules. A row the rules refuse (409) or that
 * no longer exists (404) is skipped with the refusal as its reason; anything else stops the run.
 */
export async function runBulkAction(db: Database, body: BulkActionBody, actor: AuditActor): Promise<BulkActionResult> {
  const apply = applierFor(db, body, actor);
  const ids = body.registrationIds ? [...new Set(body.registrationIds)] : await idsMatching(db, body.filters ?? {});
  let updated = 0;
  const reasons = new Map<string, number>();
  for (const id of ids) {
    try {
      await apply(id);
      updated += 1;
    } catch (error) {
      if (!(error instanceof HttpError) || (error.statusCode !== 409 && error.statusCode !== 404)) throw error;
      reasons.set(error.message, (reasons.get(error.message) ?? 0) + 1);
    }
  }
  const skipped = ids.length - updated;
  return {
    updated,
    skipped,
    reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
  };
}
