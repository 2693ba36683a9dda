import type { AuditActor } from 'shared/domain/registrations/registration';
import type { CenterInput } from 'shared/domain/settings/settings';
import type { CenterScope } from 'shared/platform/api/centerScope';
import { centerSchema, type Center } from 'shared/domain/settings/settings-answers';
import { changedFields, writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { lockVersionedRow } from '../db/versioned-row';
import { conflict } from '../http-error';
import { refuseChangedServerOwnedFields } from '../server-owned-fields';

interface CenterRow {
  id: string;
  code: string;
  name: string;
  city: string;
  contact: string | null;
  version: number;
  [column: string]: unknown;
}

const COLUMNS = 'id::text AS id, code, name, city, contact, version';

function toCenter(row: CenterRow): Center {
  const center: Center = { id: row.id, code: row.code, name: row.name, city: row.city, version: row.version };
  if (row.contact) center.contact = row.contact;
  return center;
}

const emptyToNull = (contact: string | undefined) => (contact ? contact : null);

const fieldsOf = ({ code, name, city, contact }: Center | CenterInput) => ({ code, name, city, contact: emptyToNull(contact) });

// The unique index on upper(code) is the real guard; this gives the message before it fires.
async function refuseTakenCode(tx: Queryable, code: string, exceptId: string | null): Promise<void> {
  const [taken] = await tx.query<{ code: string }>('SELECT code FROM centers WHERE upper(code) = upper($1) AND ($2::uuid IS NULL OR id <> $2::uuid)', [
    code,
    exceptId,
  ]);
  if (taken) throw conflict('center-code-taken', `Center code ${taken.code} is already in use`);
}

/**
 * Why the centre of this code must keep it: the registrations that belong to it (the index of
 * migration 060 counts them) and the staff accounts limited to it. Null when nothing names it.
 */
async function whatNames(tx: Queryable, code: string): Promise<{ message: string; registrations: number; staffAccounts: number } | null> {
  const [row] = await tx.query<{ registrations: number; staff: number }>(
    `SELECT (SELECT count(*)::integer FROM registrations WHERE center_code = $1) AS registrations,
            (SELECT count(*)::integer FROM staff_accounts WHERE $1 = ANY(centers) AND status <> 'inactive' AND role <> 'superadmin') AS staff`,
    [code],
  );
  const { registrations, staff } = row!;
  if (registrations === 0 && staff === 0) return null;
  const parts = [
    ...(registrations > 0 ? [registrations === 1 ? '1 registration belongs' : `${registrations} registrations belong`] : []),
    ...(staff > 0 ? [staff === 1 ? '1 staff account is limited' : `${staff} staff accounts are limited`] : []),
  ];
  return { message: `${parts.join(' and ')} to center ${code}`, registrations, staffAccounts: staff };
}

export async function listCenters(db: Queryable): Promise<Center[]> {
  // A handful of centres: the whole list, in code order.
  const rows = await db.query<CenterRow>(`SELECT ${COLUMNS} FROM centers ORDER BY upper(code) LIMIT 1000`);
  return rows.map(toCenter);
}

/** The centres of a staff member's scope (empty: every centre), in code order. */
export async function centerScopeOf(db: Queryable, scope: readonly string[]): Promise<CenterScope> {
  const centers = await db.query<{ code: string; name: string; city: string }>(
    'SELECT code, name, city FROM centers WHERE cardinality($1::text[]) = 0 OR code = ANY($1::text[]) ORDER BY code LIMIT 1000',
    [scope],
  );
  return { centers, allCenters: scope.length === 0 };
}

export async function createCenter(db: Database, input: CenterInput, actor: AuditActor): Promise<Center> {
  return db.transaction(async (tx) => {
    // Serialises code checks, so two people adding one code at once get a 409, not a 500.
    await tx.query('LOCK TABLE centers IN SHARE ROW EXCLUSIVE MODE');
    await refuseTakenCode(tx, input.code, null);
    const [row] = await tx.query<CenterRow>(`INSERT INTO centers (code, name, city, contact) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [
      input.code,
      input.name,
      input.city,
      emptyToNull(input.contact),
    ]);
    const center = toCenter(row!);
    await writeAuditEntry(tx, {
      actor,
      action: 'center.created',
      target: { type: 'center', id: center.id, label: center.code },
      before: {},
      after: fieldsOf(center),
      note: null,
    });
    return center;
  });
}

const lockCenter = (tx: Queryable, id: string, version: number | undefined): Promise<Center> =>
  lockVersionedRow(
    tx,
    {
      table: 'centers',
      columns: COLUMNS,
      key: 'id',
      id,
      read: toCenter,
      missing: { code: 'center-not-found', message: 'Center not found' },
      stale: 'This center was changed by someone else. The current values are shown.',
    },
    version,
  );

export async function updateCenter(db: Database, id: string, input: CenterInput & { version?: number }, actor: AuditActor): Promise<Center> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE centers IN SHARE ROW EXCLUSIVE MODE');
    const before = await lockCenter(tx, id, input.version);
    refuseChangedServerOwnedFields(input, before, centerSchema);
    const diff = changedFields(fieldsOf(before), fieldsOf(input));
    if (!diff) return before;
    await refuseTakenCode(tx, input.code, id);
    // Registrations and staff scopes name the centre by its code.
    if (input.code !== before.code) {
      const named = await whatNames(tx, before.code);
      if (named)
        throw conflict('center-code-locked', `${named.message}: its code cannot change while they do.`, {
          registrations: named.registrations,
          staffAccounts: named.staffAccounts,
        });
    }
    const [row] = await tx.query<CenterRow>(
      `UPDATE centers SET code = $2, name = $3, city = $4, contact = $5, version = version + 1
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, input.code, input.name, input.city, emptyToNull(input.contact)],
    );
    const after = toCenter(row!);
    await writeAuditEntry(tx, {
      actor,
      action: 'center.updated',
      target: { type: 'center', id, label: after.code },
      // What was stored (contact '' is stored as none), else what was asked.
      ...(changedFields(fieldsOf(before), fieldsOf(after)) ?? diff),
      note: null,
    });
    return after;
  });
}

export async function deleteCenter(db: Database, id: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked first: a registration cannot move to the centre while its registrations are counted.
    const before = await lockCenter(tx, id, undefined);
    const named = await whatNames(tx, before.code);
    if (named) {
      throw conflict('center-in-use', `${named.message}: move them to another center before deleting it.`, {
        registrations: named.registrations,
        staffAccounts: named.staffAccounts,
      });
    }
    await tx.query('DELETE FROM centers WHERE id = $1', [id]);
    await writeAuditEntry(tx, {
      actor,
      action: 'center.deleted',
      target: { type: 'center', id, label: before.code },
      before: fieldsOf(before),
      after: {},
      note: null,
    });
  });
}
