import type { AuditActor } from 'shared/domain/registrations/registration';
import { checkImportCsv, identityKey, idTakenIssue, paymentIdTakenIssue, type ImportCheck, type ImportIssue } from 'shared/domain/imports/registration-import';
import type { ImportReport } from 'shared/domain/imports/registration-import-answers';
import { PAYMENT_ID_PLACEHOLDER, paymentIdPattern } from 'shared/domain/settings/settings';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { queueRegistrationConfirmations } from '../messages/notices';
import { readPaymentSettings } from '../settings/portal-settings';

const PREVIEW_ROWS = 10;

/** The number after the highest the payment ID format has given (its IDs sort as their numbers do). */
async function nextPaymentIdNumber(db: Queryable, format: string): Promise<number> {
  const pattern = paymentIdPattern(format);
  const [highest] = await db.query<{ payment_id: string }>('SELECT payment_id FROM registrations WHERE payment_id ~ $1 ORDER BY payment_id DESC LIMIT 1', [
    pattern.source,
  ]);
  const prefix = format.split(PAYMENT_ID_PLACEHOLDER)[0]!;
  return highest ? Number(highest.payment_id.slice(prefix.length, prefix.length + 6)) + 1 : 1;
}

/** Ids looked up in the database per query: 5,000 at once kept PGlite busy for 50 ms. */
const TAKEN_LOOKUP_ROWS = 1000;

/**
 * The file's own checks plus the database's: an id already taken is reported on its line. `pause`,
 * if given, is awaited between steps of the check (other calls are served there).
 */
async function checkAgainstDatabase(db: Queryable, csv: string, pause?: () => Promise<void>): Promise<ImportCheck> {
  const payment = await readPaymentSettings(db);
  const centers = await db.query<{ code: string }>('SELECT code FROM centers LIMIT 1000');
  const check = await checkImportCsv(csv, {
    payment,
    nextPaymentIdNumber: await nextPaymentIdNumber(db, payment.paymentIdFormat),
    centerCodes: centers.map((center) => center.code),
    pause,
  });
  if (check.rows.length === 0) return check;
  // Taken in any letter case: an id is one identity whatever its case (migration 025).
  const taken: { registration_id: string; payment_id: string }[] = [];
  for (let start = 0; start < check.rows.length; start += TAKEN_LOOKUP_ROWS) {
    if (pause && start > 0) await pause();
    const rows = check.rows.slice(start, start + TAKEN_LOOKUP_ROWS);
    taken.push(
      ...(await db.query<{ registration_id: string; payment_id: string }>(
        'SELECT registration_id, payment_id FROM registrations WHERE upper(registration_id) = ANY($1::text[]) OR upper(payment_id) = ANY($2::text[])',
        [rows.map((row) => identityKey(row.registrationId)), rows.map((row) => identityKey(row.paymentId))],
      )),
    );
  }
  if (taken.length === 0) return check;
  const takenIds = new Map(taken.map((row) => [identityKey(row.registration_id), row]));
  const takenPayments = new Map(taken.map((row) => [identityKey(row.payment_id), row]));
  const issues: ImportIssue[] = [...check.issues];
  const rows = check.rows.filter((row) => {
    const problems: ImportIssue[] = [];
    const sameId = takenIds.get(identityKey(row.registrationId));
    if (sameId) problems.push(idTakenIssue(row.line, row.registrationId, sameId.registration_id));
    const samePayment = takenPayments.get(identityKey(row.paymentId));
    if (samePayment) {
      problems.push(paymentIdTakenIssue(row.line, row.paymentId, { registrationId: samePayment.registration_id, existing: samePayment.payment_id }));
    }
    issues.push(...problems);
    return problems.length === 0;
  });
  issues.sort((a, b) => a.line - b.line);
  return { rows, issues, invalidLines: check.invalidLines + (check.rows.length - rows.length) };
}

const reportOf = (check: ImportCheck): ImportReport => ({
  totalRows: check.rows.length + check.invalidLines,
  validRows: check.rows.length,
  issues: check.issues,
  preview: check.rows.slice(0, PREVIEW_ROWS),
});

export async function previewImport(db: Queryable, csv: string, pause: () => Promise<void>): Promise<ImportReport> {
  return reportOf(await checkAgainstDatabase(db, csv, pause));
}

/** How every imported registration's first history entry begins (the withdrawal finds them by it). */
const IMPORT_NOTE = 'Imported from a CSV file';

/**
 * The history note of an imported row. A payment paid online arrives paid (the gateway took the money;
 * online payments have no receipts), and its history says so, with the file's line; offline payments
 * never arrive paid (checkImportCsv refuses them).
 */
const importNoteOf = (row: ImportCheck['rows'][number]) =>
  row.paymentMode === 'online' && row.paymentStatus === 'success'
    ? `${IMPORT_NOTE} (line ${row.line}) with its online payment already paid: no receipt, as for every online payment.`
    : IMPORT_NOTE;

const INSERT_SQL = `
  WITH inserted AS (
    INSERT INTO registrations (registration_id, name, gender, contact_number, school_value, std, cadre, level_enrolled,
                               payment_id, payment_mode, payment_amount, payment_status, center_code, email)
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                         $9::text[], $10::text[], $11::integer[], $12::text[], $16::text[], $18::text[])
    RETURNING registration_id, name, school_value
  )
  INSERT INTO audit_log (actor_uid, actor_email, actor_role, action, registration_id, target_name, target_school, note)
  SELECT $13, $14, $15, 'registration.created', i.registration_id, i.name, i.school_value, n.note
  FROM inserted AS i JOIN unnest($1::text[], $17::text[]) AS n (registration_id, note) ON n.registration_id COLLATE "C" = i.registration_id`;

/** The file's problems as its refusal, or null when every row can be imported. */
function refusalOf(check: ImportCheck): HttpError | null {
  if (check.invalidLines === 0 && check.rows.length > 0) return null;
  if (check.rows.length === 0 && check.invalidLines === 0)
    return new HttpError(400, 'import-file-empty', 'The file has no rows to import.', { report: reportOf(check) });
  const message = `${check.invalidLines} row${check.invalidLines === 1 ? '' : 's'} of the file ${check.invalidLines === 1 ? 'has' : 'have'} problems; nothing was imported.`;
  return new HttpError(400, 'import-rows-invalid', message, { report: reportOf(check) });
}

async function insertRows(tx: Queryable, rows: ImportCheck['rows'], actor: AuditActor): Promise<void> {
  await tx.query(INSERT_SQL, [
    rows.map((r) => r.registrationId),
    rows.map((r) => r.name),
    rows.map((r) => r.gender ?? null),
    rows.map((r) => r.contactNumber),
    rows.map((r) => r.school),
    rows.map((r) => r.std),
    rows.map((r) => r.cadre),
    rows.map((r) => r.levelEnrolled),
    rows.map((r) => r.paymentId),
    rows.map((r) => r.paymentMode),
    rows.map((r) => r.paymentAmount),
    rows.map((r) => r.paymentStatus),
    actor.uid,
    actor.email,
    actor.role,
    rows.map((r) => r.centerCode),
    rows.map(importNoteOf),
    rows.map((r) => r.email ?? null),
  ]);
}

/** What the person importing chose besides the file. */
export interface ImportOptions {
  /** Each imported registrant gets registration-confirmation (by e-mail when the row has one, by SMS to its number). */
  sendConfirmations: boolean;
}

/**
 * The rows, and their confirmations when asked for, in the transaction `tx`: a file refused or
 * rolled back queues nothing. `confirmed` are the rows to confirm with them (on PGlite, where the
 * import is written in parts, the last part confirms the whole file).
 */
async function writeRows(tx: Queryable, rows: ImportCheck['rows'], actor: AuditActor, options: ImportOptions, confirmed: readonly string[] = []) {
  await insertRows(tx, rows, actor);
  if (options.sendConfirmations) await queueRegistrationConfirmations(tx, [...confirmed, ...rows.map((row) => row.registrationId)]);
}

/**
 * PGlite runs nothing else while a transaction is open (one connection, on the event loop): a
 * 5,000-row import in one transaction kept every other call waiting for over a second. There the
 * import is written in parts of this many rows, with other calls served between them: in the
 * bench, another person's stats waited 55 ms p95 with parts of 100 and 31 ms with 50 (goal 50).
 */
export const PGLITE_IMPORT_PART_ROWS = 50;

// Rows an import withdraws: those it wrote and nobody has changed since (version 1), with the audit
// entries it wrote for them, so that a failed import leaves what one transaction's rollback would.
const WITHDRAW_SQL = `
  WITH withdrawn AS (
    DELETE FROM registrations WHERE registration_id = ANY($1::text[]) AND version = 1 RETURNING registration_id
  )
  DELETE FROM audit_log WHERE action = 'registration.created' AND starts_with(note, '${IMPORT_NOTE}')
    AND registration_id IN (SELECT registration_id FROM withdrawn)
  RETURNING registration_id`;

/**
 * PGlite has no autovacuum, so nothing analyzes a table as it grows: the audit entries' foreign-key
 * check kept the plan it made while registrations was small (a scan of the whole table), and a part
 * of 100 rows took 35 ms at 5,000 registrations and 250 ms at 20,000. As autovacuum would once a
 * tenth of a table's rows have changed, an import that adds that many analyzes the table.
 */
async function analyzeWhenGrown(db: Database, added: number): Promise<void> {
  const [table] = await db.query<{ reltuples: number }>("SELECT reltuples FROM pg_class WHERE oid = 'registrations'::regclass");
  // reltuples is -1 for a table never analyzed.
  if (added >= table!.reltuples / 10) await db.exec('ANALYZE registrations');
}

// One import at a time per PGlite database (one process owns it), so that a file checked before its
// parts are written cannot meet another file's ids part-way: nothing else creates registration or payment ids.
const importsInParts = new WeakMap<Database, Promise<unknown>>();

async function importInParts(db: Database, csv: string, actor: AuditActor, options: ImportOptions, pause: () => Promise<void>): Promise<{ imported: number }> {
  const check = await checkAgainstDatabase(db, csv, pause);
  const refusal = refusalOf(check);
  if (refusal) throw refusal;
  const written: string[] = [];
  let part = check.rows.slice(0, PGLITE_IMPORT_PART_ROWS);
  try {
    while (part.length > 0) {
      const rows = part;
      const last = written.length + rows.length === check.rows.length;
      // The confirmations go with the last part: a part that fails withdraws the parts before it,
      // which must then have sent nothing.
      await db.transaction((tx) => (last ? writeRows(tx, rows, actor, options, written) : insertRows(tx, rows, actor)));
      written.push(...rows.map((row) => row.registrationId));
      part = check.rows.slice(written.length, written.length + PGLITE_IMPORT_PART_ROWS);
      if (part.length > 0) await pause();
    }
  } catch (error) {
    const withdrawn = await db.query(WITHDRAW_SQL, [written]);
    const kept = written.length - withdrawn.length;
    const outcome =
      kept === 0
        ? 'its rows were withdrawn: nothing was imported'
        : `${withdrawn.length} of its rows were withdrawn, and ${kept} that someone changed meanwhile were kept`;
    // The database's own words stay in the log (the error handler logs a 5xx with its cause).
    throw Object.assign(new HttpError(500, 'import-failed', `The import failed at line ${part[0]!.line}, so ${outcome}. Try again.`), { cause: error });
  }
  await analyzeWhenGrown(db, written.length);
  return { imported: written.length };
}

/**
 * Imports every row or none: a file with any problem is refused with its report before a row is
 * written. On PostgreSQL the rows go in with their audit entries in one transaction; on PGlite in
 * parts (see PGLITE_IMPORT_PART_ROWS), with `pause` awaited between them and between steps of the check, and a part
 * that fails withdraws the parts before it.
 */
export async function commitImport(
  db: Database,
  csv: string,
  actor: AuditActor,
  options: ImportOptions,
  pause: () => Promise<void>,
): Promise<{ imported: number }> {
  if (db.engine === 'pglite') {
    const run = (importsInParts.get(db) ?? Promise.resolve()).then(() => importInParts(db, csv, actor, options, pause));
    importsInParts.set(
      db,
      run.catch(() => {}),
    );
    return run;
  }
  return db.transaction(async (tx) => {
    // One import at a time, so that two files with the same ids cannot both pass the check.
    await tx.query('LOCK TABLE registrations IN SHARE ROW EXCLUSIVE MODE');
    const check = await checkAgainstDatabase(tx, csv);
    const refusal = refusalOf(check);
    if (refusal) throw refusal;
    await writeRows(tx, check.rows, actor, options);
    return { imported: check.rows.length };
  });
}
