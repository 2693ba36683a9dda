import { csvLine } from 'shared/domain/common/csv';
import type { PaymentMode, PaymentStatus } from 'shared/domain/common/enums';
import {
  CONFIRMED_NOT_SEEN_CSV_COLUMNS,
  LINE_CSV_COLUMNS,
  LINE_OUTCOMES,
  type ConfirmedNotSeenQuery,
  type ExportView,
  type LineOutcome,
  type LineView,
  type ManualMatchBody,
  type SettlementsQuery,
  type StatementLinesQuery,
  type StatementSource,
  type UnmatchBody,
} from 'shared/domain/payments/reconciliation';
import type {
  ConfirmedNotSeenPage,
  ConfirmedNotSeenPayment,
  ReconciledPayment,
  Settlement,
  SettlementPayment,
  StatementCounts,
  StatementDetail,
  StatementLine,
  StatementLinesPage,
  StatementSummary,
  StatementUploadProgress,
} from 'shared/domain/payments/reconciliation-answers';
import type { AuditActor } from 'shared/domain/registrations/registration';
import { MAX_RECEIPT_PREFIX, receiptNumberIn, SEQUENCE_DIGITS } from 'shared/domain/payments/receipt-number';
import { writeAuditEntry, type AuditEntryInput } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { enterScope } from '../db/scoped';
import { conflict, notFound } from '../http-error';
import { toIsoString } from '../db/sql-values';
import type { LayoutColumns } from 'shared/domain/payments/statement-layouts';
import type { StatementFile } from './statement-files';

// Statements are stored and matched in one transaction; matching is one set-based UPDATE over the
// statement's lines (ids found through the unique upper() indexes), never a query per line.

/** The portal's side of a source: a bank statement carries offline payments, a gateway report online ones. */
const MODE_OF: Record<StatementSource, PaymentMode> = { bank: 'offline', gateway: 'online' };
/** The day a payment counts as paid on, as statements date money: India time. */
const STATEMENT_ZONE = 'Asia/Kolkata';

const UNMATCHED_REASON = 'No payment ID, merchant transaction ID or receipt number of a registration in the reference or description';

/** A receipt number in a line's text (RCT/2627/000005, any letter case), not followed by a further digit: one token of MATCH_SQL. */
const RECEIPT_TOKEN = `[A-Za-z]{1,${MAX_RECEIPT_PREFIX}}/[0-9]{4}/[0-9]{${SEQUENCE_DIGITS}}(?![0-9])`;
const OUTGOING_REASON = 'A withdrawal: money paid out, never matched to a payment';

/**
 * Whether line `line` of statement `statement` counts for a payment of mode `mode`: matched or
 * mismatched by amount, in a statement of that mode's source.
 */
const COUNTS_FOR = (line: string, statement: string, mode: string) =>
  `${line}.outcome IN ('matched', 'mismatched') AND ${statement}.source = CASE ${mode} WHEN 'offline' THEN 'bank' ELSE 'gateway' END`;

/** Why a line of `source` counts for no payment of the other mode (`mode` may be format()'s %s). */
const otherSourceReason = (mode: string, source: StatementSource) =>
  `an ${mode} payment; a ${source === 'bank' ? 'bank statement' : 'gateway report'} carries ${MODE_OF[source]} payments`;

/**
 * Tokens of a line's reference and description that could be an id (4+ characters with a digit),
 * each looked up by payment ID and merchant transaction ID in any letter case, and a receipt number
 * (a token of its own, slashes and all) by the receipts' key: that receipt's payment. The first token
 * (reference before description, left to right) that names a registration makes it the candidate.
 * Among a statement's lines for one payment, the one with the payment's amount (else the first)
 * counts; the others are duplicates, as is any line for a payment another statement already counts.
 * A line counts only in its payment's source (a bank statement for offline payments, a gateway
 * report for online ones): one of the other source is mismatched, saying so, and counts nowhere,
 * so the same rupees are never counted by both.
 */
const MATCH_SQL = `
  WITH tokens AS (
    SELECT l.line, m.ordinality AS position, upper(m.match[1]) COLLATE "C" AS token
    FROM reconciliation_lines l,
         regexp_matches(l.reference || ' ' || l.description, '${RECEIPT_TOKEN}|[A-Za-z0-9_-]+', 'g') WITH ORDINALITY AS m (match, ordinality)
    WHERE l.statement_id = $1 AND l.manual_by IS NULL AND l.outcome <> 'outgoing' AND length(m.match[1]) >= 4 AND m.match[1] ~ '[0-9]'
  ),
  found AS (
    SELECT t.line, t.position, r.registration_id, r.payment_id, r.payment_amount, r.payment_mode
    FROM tokens t JOIN registrations r ON upper(r.payment_id) = t.token
    UNION ALL
    SELECT t.line, t.position, r.registration_id, r.payment_id, r.payment_amount, r.payment_mode
    FROM tokens t JOIN registrations r ON upper(r.merchant_transaction_id) = t.token
    UNION ALL
    SELECT t.line, t.position, r.registration_id, r.payment_id, r.payment_amount, r.payment_mode
    FROM tokens t JOIN receipts rc ON rc.number = t.token COLLATE "default" JOIN registrations r ON r.registration_id = rc.registration_id
  ),
  candidates AS (
    SELECT DISTINCT ON (line) line, registration_id, payment_id, payment_amount, payment_mode
    FROM found ORDER BY line, position, registration_id
  ),
  ranked AS (
    SELECT c.*, l.amount,
           row_number() OVER (PARTITION BY c.registration_id ORDER BY (l.amount = c.payment_amount) DESC, c.line) AS rank,
           first_value(c.line) OVER (PARTITION BY c.registration_id ORDER BY (l.amount = c.payment_amount) DESC, c.line) AS counted_line,
           (SELECT min(s.name || ', line ' || o.line)
            FROM reconciliation_lines o JOIN reconciliation_statements s ON s.id = o.statement_id
            WHERE o.registration_id = c.registration_id AND o.statement_id <> $1 AND ${COUNTS_FOR('o', 's', 'c.payment_mode')}) AS earlier
    FROM candidates c JOIN reconciliation_lines l ON l.statement_id = $1 AND l.line = c.line
  )
  UPDATE reconciliation_lines l
  SET registration_id = r.registration_id,
      outcome = CASE WHEN r.earlier IS NOT NULL OR r.rank > 1 THEN 'duplicate'
                     WHEN r.amount = r.payment_amount AND r.payment_mode = $2 THEN 'matched' ELSE 'mismatched' END,
      reason = CASE WHEN r.earlier IS NOT NULL THEN format('%s is already matched by %s', r.payment_id, r.earlier)
                    WHEN r.rank > 1 THEN format('%s is already matched by line %s of this statement', r.payment_id, r.counted_line)
                    WHEN r.payment_mode <> $2 THEN r.payment_id || ': ' || format($3::text, r.payment_mode)
                    WHEN r.amount = r.payment_amount THEN format('%s, %s rupees as the payment', r.payment_id, trim_scale(r.amount))
                    ELSE format('%s: %s rupees received, the payment is %s rupees', r.payment_id, trim_scale(r.amount), r.payment_amount) END
  FROM ranked r
  WHERE l.statement_id = $1 AND l.line = r.line`;

const matchParams = (id: string, source: StatementSource) => [id, MODE_OF[source], otherSourceReason('%s', source)];

interface StatementRow {
  id: string;
  name: string;
  source: StatementSource;
  uploaded_at: Date;
  uploaded_by: string;
  first_day: string;
  last_day: string;
  ignored_lines: number;
  mapping: LayoutColumns;
  preset_id: string | null;
  [column: string]: unknown;
}

interface OutcomeRow {
  outcome: LineOutcome;
  lines: number;
  amount: number;
  [column: string]: unknown;
}

const STATEMENT_COLUMNS = `id, name, source, uploaded_at, uploaded_by, first_day::text, last_day::text, ignored_lines, mapping, preset_id`;

async function countsOf(db: Queryable, id: string): Promise<{ counts: Omit<StatementCounts, 'id'>; totals: Record<LineOutcome, number> }> {
  const rows = await db.query<OutcomeRow>(
    'SELECT outcome, count(*)::int AS lines, sum(amount)::float8 AS amount FROM reconciliation_lines WHERE statement_id = $1 GROUP BY outcome',
    [id],
  );
  const of = (outcome: LineOutcome) => rows.find((row) => row.outcome === outcome);
  const totals = Object.fromEntries(LINE_OUTCOMES.map((outcome) => [outcome, of(outcome)?.amount ?? 0])) as Record<LineOutcome, number>;
  return {
    counts: {
      lines: rows.reduce((sum, row) => sum + (row.outcome === 'outgoing' ? 0 : row.lines), 0),
      matched: of('matched')?.lines ?? 0,
      unmatched: of('unmatched')?.lines ?? 0,
      mismatched: of('mismatched')?.lines ?? 0,
      duplicates: of('duplicate')?.lines ?? 0,
    },
    totals,
  };
}

async function summaryOf(db: Queryable, row: StatementRow): Promise<StatementSummary> {
  const { counts, totals } = await countsOf(db, row.id);
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    uploadedAt: toIsoString(row.uploaded_at),
    uploadedBy: row.uploaded_by,
    from: row.first_day,
    to: row.last_day,
    ignoredLines: row.ignored_lines,
    mapping: row.mapping,
    preset: row.preset_id,
    ...counts,
    totals,
  };
}

async function statementRow(db: Queryable, id: string): Promise<StatementRow> {
  // One still being stored in the background is not there yet.
  const [row] = await db.query<StatementRow>(`SELECT ${STATEMENT_COLUMNS} FROM reconciliation_statements WHERE id = $1 AND status = 'ready'`, [id]);
  if (!row) throw notFound('statement-not-found', 'No such statement');
  return row;
}

// One upload at a time: the same file twice, or two statements for one payment, are then told apart.
const ONE_UPLOAD_AT_A_TIME = 'LOCK TABLE reconciliation_statements IN SHARE ROW EXCLUSIVE MODE';

/** The statement's row (refused when the same file was uploaded before), its lines not yet stored. */
async function insertStatement(tx: Queryable, file: StatementFile, actor: AuditActor, status: 'ready' | 'storing'): Promise<string> {
  const { query, days } = file;
  await tx.query(ONE_UPLOAD_AT_A_TIME);
  const [earlier] = await tx.query<{ name: string; uploaded_at: Date }>('SELECT name, uploaded_at FROM reconciliation_statements WHERE content_sha256 = $1', [
    file.sha256,
  ]);
  if (earlier)
    throw conflict(
      'statement-already-uploaded',
      `This statement was already uploaded, as "${earlier.name}" on ${toIsoString(earlier.uploaded_at).slice(0, 10)}.`,
    );
  const name = query.name ?? `${query.source === 'bank' ? 'Bank statement' : 'Gateway report'} ${days[0]} to ${days.at(-1)}`;
  const [{ id }] = (await tx.query<{ id: string }>(
    `INSERT INTO reconciliation_statements (name, source, content_sha256, mapping, uploaded_by_uid, uploaded_by, first_day, last_day, ignored_lines, status, lines_total, heartbeat_at, preset_id)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, now(), $12) RETURNING id`,
    [
      name,
      query.source,
      file.sha256,
      JSON.stringify(file.mapping),
      actor.uid,
      actor.email,
      days[0],
      days.at(-1),
      file.reading.ignored,
      status,
      file.reading.lines.length,
      file.preset,
    ],
  )) as [{ id: string }];
  return id;
}

async function insertLines(tx: Queryable, id: string, lines: StatementFile['reading']['lines']): Promise<void> {
  await tx.query(
    `INSERT INTO reconciliation_lines (statement_id, line, day, reference, description, amount, fee, utr, tax, settlement_id, outcome, reason)
     SELECT $1, line, day, reference, description, amount, fee, utr, tax, settlement_id,
            CASE WHEN outgoing THEN 'outgoing' ELSE 'unmatched' END, CASE WHEN outgoing THEN $13 ELSE $9 END
     FROM unnest($2::int[], $3::date[], $4::text[], $5::text[], $6::numeric[], $7::numeric[], $8::text[], $10::numeric[], $11::text[], $12::boolean[])
          AS t (line, day, reference, description, amount, fee, utr, tax, settlement_id, outgoing)`,
    [
      id,
      lines.map((l) => l.line),
      lines.map((l) => l.date),
      lines.map((l) => l.reference),
      lines.map((l) => l.description),
      lines.map((l) => l.amount),
      lines.map((l) => l.fee),
      lines.map((l) => l.utr),
      UNMATCHED_REASON,
      lines.map((l) => l.tax),
      lines.map((l) => l.settlementId),
      lines.map((l) => l.outgoing),
      OUTGOING_REASON,
    ],
  );
}

/**
 * Stores and matches a statement in one transaction: all of it or, refused, nothing. `db` is the whole
 * database: a statement is the organisation's, its lines matched against every centre's payments
 * whoever uploads it; the counts answered are those of the uploader's `centers` (none: every centre),
 * as they see the statement afterwards.
 */
export async function uploadStatement(db: Database, file: StatementFile, actor: AuditActor, centers: readonly string[]): Promise<StatementCounts> {
  return db.transaction(async (tx) => {
    const id = await insertStatement(tx, file, actor, 'ready');
    await insertLines(tx, id, file.reading.lines);
    await tx.query(MATCH_SQL, matchParams(id, file.query.source));
    if (centers.length > 0) await enterScope(tx, centers);
    return { id, ...(await countsOf(tx, id)).counts };
  });
}

// Lines stored in one step of a background upload: each step is a short transaction of its own,
// so that other requests (and the polls of its progress) are answered between two, on PGlite too.
const STEP_LINES = 500;
/** A background upload whose instance has been silent this long was stopped with it. */
export const STALE_UPLOAD_SECONDS = 60;

type HeavyTurn = <T>(work: () => Promise<T>) => Promise<T>;

/** Nothing of a statement whose upload failed is kept; its file may be uploaded again. */
async function failUpload(db: Queryable, where: string, params: unknown[], failure: string): Promise<void> {
  await db.query(`DELETE FROM reconciliation_lines WHERE statement_id IN (SELECT id FROM reconciliation_statements WHERE ${where})`, params);
  await db.query(
    `UPDATE reconciliation_statements SET status = 'failed', failure = $${params.length + 1}, content_sha256 = 'failed:' || id::text WHERE ${where}`,
    [...params, failure],
  );
}

async function storeInSteps(db: Database, turn: HeavyTurn, id: string, file: StatementFile): Promise<void> {
  const { lines } = file.reading;
  for (let from = 0; from < lines.length; from += STEP_LINES) {
    await turn(() =>
      db.transaction(async (tx) => {
        const step = lines.slice(from, from + STEP_LINES);
        await insertLines(tx, id, step);
        await tx.query('UPDATE reconciliation_statements SET lines_stored = lines_stored + $2, heartbeat_at = now() WHERE id = $1', [id, step.length]);
      }),
    );
  }
  await db.query("UPDATE reconciliation_statements SET status = 'matching', heartbeat_at = now() WHERE id = $1", [id]);
  // The matching itself is the one set-based pass a fast upload makes.
  await turn(() =>
    db.transaction(async (tx) => {
      await tx.query(ONE_UPLOAD_AT_A_TIME);
      await tx.query(MATCH_SQL, matchParams(id, file.query.source));
      await tx.query("UPDATE reconciliation_statements SET status = 'ready' WHERE id = $1", [id]);
    }),
  );
}

/**
 * Starts a background upload and answers its progress at once; the lines are stored in steps and
 * then matched, each step in a heavy turn of the person's. `track` lets the app wait for it before
 * it closes.
 */
export async function startStatementUpload(
  db: Database,
  turn: HeavyTurn,
  file: StatementFile,
  actor: AuditActor,
  track: (work: Promise<void>) => void,
): Promise<StatementUploadProgress> {
  const id = await db.transaction((tx) => insertStatement(tx, file, actor, 'storing'));
  track(
    storeInSteps(db, turn, id, file).catch((error: unknown) =>
      failUpload(
        db,
        'id = $1',
        [id],
        `The statement could not be stored (${error instanceof Error ? error.message : String(error)}); nothing of it was kept. Please upload it again.`,
      ).catch(() => {}),
    ),
  );
  return { id, status: 'storing', lines: file.reading.lines.length, linesStored: 0, failure: null, counts: null };
}

/**
 * Background uploads a stopped instance left half-done: those silent for STALE_UPLOAD_SECONDS, or with
 * `all`, every one (PGlite at start-up: one process owns the database, so none is running).
 */
export async function failInterruptedUploads(db: Queryable, { all = false }: { all?: boolean } = {}): Promise<void> {
  await failUpload(
    db,
    "status IN ('storing', 'matching') AND ($1 OR heartbeat_at < now() - make_interval(secs => $2))",
    [all, STALE_UPLOAD_SECONDS],
    'The server storing the statement stopped; nothing of it was kept. Please upload it again.',
  );
}

export async function readUploadProgress(db: Queryable, id: string): Promise<StatementUploadProgress> {
  await failInterruptedUploads(db);
  const [row] = await db.query<{ status: StatementUploadProgress['status']; lines_total: number; lines_stored: number; failure: string | null }>(
    'SELECT status, lines_total, lines_stored, failure FROM reconciliation_statements WHERE id = $1',
    [id],
  );
  if (!row) throw notFound('statement-not-found', 'No such statement');
  return {
    id,
    status: row.status,
    lines: row.lines_total,
    linesStored: row.lines_stored,
    failure: row.failure,
    counts: row.status === 'ready' ? { id, ...(await countsOf(db, id)).counts } : null,
  };
}

export async function listStatements(db: Queryable): Promise<{ data: StatementSummary[] }> {
  const rows = await db.query<StatementRow>(
    `SELECT ${STATEMENT_COLUMNS} FROM reconciliation_statements WHERE status = 'ready' ORDER BY uploaded_at DESC, id LIMIT 100`,
  );
  return { data: await Promise.all(rows.map((row) => summaryOf(db, row))) };
}

/** Payments the portal shows paid, of the statement's mode, on a day of its range, that no line of it names. */
const CONFIRMED_NOT_SEEN_FROM = `
  FROM registrations r
  WHERE r.payment_status = 'success' AND r.payment_mode = $2
    AND (coalesce((r.receipt ->> 'issuedAt')::timestamptz, r.created_at) AT TIME ZONE '${STATEMENT_ZONE}')::date BETWEEN $3::date AND $4::date
    AND NOT EXISTS (SELECT 1 FROM reconciliation_lines l WHERE l.statement_id = $1 AND l.registration_id = r.registration_id)`;

const SEEN_BUT_PENDING = `l.outcome = 'matched' AND r.payment_status IN ('pending', 'pending_payment_gateway')`;

export async function readStatementDetail(db: Queryable, id: string): Promise<StatementDetail> {
  const row = await statementRow(db, id);
  const rangeParams = [id, MODE_OF[row.source], row.first_day, row.last_day];
  const [[notSeen], [pending], summary] = await Promise.all([
    db.query<{ count: number; amount: number }>(
      `SELECT count(*)::int AS count, coalesce(sum(r.payment_amount), 0)::float8 AS amount ${CONFIRMED_NOT_SEEN_FROM}`,
      rangeParams,
    ),
    db.query<{ count: number; amount: number }>(
      `SELECT count(*)::int AS count, coalesce(sum(l.amount), 0)::float8 AS amount
       FROM reconciliation_lines l JOIN registrations r ON r.registration_id = l.registration_id
       WHERE l.statement_id = $1 AND ${SEEN_BUT_PENDING}`,
      [id],
    ),
    summaryOf(db, row),
  ]);
  return {
    ...summary,
    confirmedNotSeen: notSeen!.count,
    confirmedNotSeenAmount: notSeen!.amount,
    seenButPending: pending!.count,
    seenButPendingAmount: pending!.amount,
  };
}

interface PaymentColumns {
  registration_id: string | null;
  name: string | null;
  payment_id: string | null;
  merchant_transaction_id: string | null;
  payment_mode: PaymentMode | null;
  payment_amount: number | null;
  payment_status: PaymentStatus | null;
  version: number | null;
}

/** A line's columns named as the answer names them, with its payment's and the hand change's. */
type LineRow = Omit<StatementLine, 'payment' | 'manual'> &
  PaymentColumns & { manual_by: string | null; manual_at: Date | null; manual_note: string | null; [column: string]: unknown };

const PAYMENT_COLUMNS = 'r.registration_id, r.name, r.payment_id, r.merchant_transaction_id, r.payment_mode, r.payment_amount, r.payment_status, r.version';
const LINE_SELECT = `
  SELECT l.line, l.day::text AS date, l.reference, l.description, l.amount::float8 AS amount, l.fee::float8 AS fee, l.tax::float8 AS tax,
         l.settlement_id AS "settlementId", l.utr, l.outcome, l.reason,
         l.manual_by, l.manual_at, l.manual_note, ${PAYMENT_COLUMNS}
  FROM reconciliation_lines l LEFT JOIN registrations r ON r.registration_id = l.registration_id`;

const paymentOf = (row: PaymentColumns): ReconciledPayment | null =>
  row.registration_id
    ? {
        registrationId: row.registration_id,
        name: row.name!,
        paymentId: row.payment_id!,
        merchantTransactionId: row.merchant_transaction_id,
        mode: row.payment_mode!,
        amount: row.payment_amount!,
        status: row.payment_status!,
        version: row.version!,
      }
    : null;

const toLine = (row: LineRow): StatementLine => ({
  line: row.line,
  date: row.date,
  reference: row.reference,
  description: row.description,
  amount: row.amount,
  fee: row.fee,
  tax: row.tax,
  settlementId: row.settlementId,
  utr: row.utr,
  outgoing: row.outcome === 'outgoing',
  outcome: row.outcome,
  reason: row.reason,
  payment: paymentOf(row),
  manual: row.manual_by ? { by: row.manual_by, at: toIsoString(row.manual_at!), note: row.manual_note ?? '' } : null,
});

const viewCondition = (view: LineView | undefined) => (view === 'seen-but-pending' ? ` AND ${SEEN_BUT_PENDING}` : view ? ` AND l.outcome = '${view}'` : '');

export async function listStatementLines(db: Queryable, id: string, query: StatementLinesQuery): Promise<StatementLinesPage> {
  await statementRow(db, id);
  const rows = await db.query<LineRow>(`${LINE_SELECT} WHERE l.statement_id = $1 AND l.line > $2${viewCondition(query.outcome)} ORDER BY l.line LIMIT $3`, [
    id,
    Number(query.cursor ?? 0),
    query.limit + 1,
  ]);
  const page = rows.slice(0, query.limit);
  return { data: page.map(toLine), nextCursor: rows.length > query.limit ? String(page.at(-1)!.line) : null };
}

interface PaymentRow {
  registration_id: string;
  name: string;
  payment_id: string;
  merchant_transaction_id: string | null;
  payment_mode: PaymentMode;
  payment_amount: number;
  payment_status: PaymentStatus;
  version: number;
  paid_at: Date;
  [column: string]: unknown;
}

const toConfirmedNotSeen = (row: PaymentRow): ConfirmedNotSeenPayment => ({ ...paymentOf(row)!, paidAt: toIsoString(row.paid_at) });

async function confirmedNotSeenRows(db: Queryable, row: StatementRow, after: string, limit: number): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS}, coalesce((r.receipt ->> 'issuedAt')::timestamptz, r.created_at) AS paid_at
     ${CONFIRMED_NOT_SEEN_FROM} AND r.registration_id > $5 ORDER BY r.registration_id LIMIT $6`,
    [row.id, MODE_OF[row.source], row.first_day, row.last_day, after, limit],
  );
}

/** A page of the confirmed-not-seen payments, by registration id; the cursor is the last id of the page before. */
export async function listConfirmedNotSeen(db: Queryable, id: string, query: ConfirmedNotSeenQuery): Promise<ConfirmedNotSeenPage> {
  const row = await statementRow(db, id);
  const rows = await confirmedNotSeenRows(db, row, query.cursor ?? '', query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { data: page.map(toConfirmedNotSeen), nextCursor: rows.length > query.limit ? page.at(-1)!.registration_id : null };
}

const CSV_BATCH = 1000;

/** A CSV with its header, then a batch of rows at a time, each batch read after the last row of the one before. */
async function* csvInBatches<Row, Key>(
  columns: readonly string[],
  first: Key,
  read: (after: Key) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  cells: (row: Row) => unknown[],
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(columns)}`;
  for (let after = first; ;) {
    const rows = await read(after);
    yield rows.map((row) => csvLine(cells(row))).join('');
    if (rows.length < CSV_BATCH) return;
    after = keyOf(rows.at(-1)!);
  }
}

/** One tab of a statement as CSV, in keyset batches. */
export async function statementCsv(db: Queryable, id: string, view: ExportView): Promise<AsyncGenerator<string>> {
  const row = await statementRow(db, id);
  if (view === 'confirmed-not-seen') {
    return csvInBatches(
      CONFIRMED_NOT_SEEN_CSV_COLUMNS,
      '',
      (after) => confirmedNotSeenRows(db, row, after, CSV_BATCH),
      (p) => p.registration_id,
      (p) => [p.registration_id, p.name, p.payment_id, p.merchant_transaction_id, p.payment_mode, p.payment_amount, p.payment_status, toIsoString(p.paid_at)],
    );
  }
  return csvInBatches(
    LINE_CSV_COLUMNS,
    0,
    (after) =>
      db.query<LineRow>(`${LINE_SELECT} WHERE l.statement_id = $1 AND l.line > $2${viewCondition(view)} ORDER BY l.line LIMIT $3`, [id, after, CSV_BATCH]),
    (l) => l.line,
    (l) => [
      l.line,
      l.date,
      l.reference,
      l.description,
      l.amount,
      l.fee,
      l.utr,
      l.outcome,
      l.reason,
      l.registration_id,
      l.payment_id,
      l.payment_amount,
      l.payment_status,
    ],
  );
}

interface LockedLine {
  amount: number;
  outcome: LineOutcome;
  registration_id: string | null;
  [column: string]: unknown;
}

interface RegistrationNames {
  registration_id: string;
  name: string;
  school_value: string;
  payment_id: string;
  [column: string]: unknown;
}

const auditTarget = (registration: RegistrationNames) => ({
  registrationId: registration.registration_id,
  name: registration.name,
  schoolValue: registration.school_value,
});

/**
 * A change of a line by hand, in one transaction with its audit entry: `change` locks what it needs,
 * updates the line and answers the audit entry's registration, action and before/after, and
 * `afterwards` (given) does what follows from it, after that entry; the line is answered as it then reads.
 */
async function changeLineByHand(
  db: Database,
  id: string,
  line: number,
  note: string,
  actor: AuditActor,
  change: (tx: Queryable, place: { statement: StatementRow; current: LockedLine }) => Promise<Omit<AuditEntryInput, 'actor' | 'note'>>,
  afterwards?: (tx: Queryable, statement: StatementRow) => Promise<void>,
): Promise<StatementLine> {
  return db.transaction(async (tx) => {
    const statement = await statementRow(tx, id);
    const [current] = await tx.query<LockedLine>(
      'SELECT amount::float8 AS amount, outcome, registration_id FROM reconciliation_lines WHERE statement_id = $1 AND line = $2 FOR UPDATE',
      [id, line],
    );
    if (!current) throw notFound('statement-line-not-found', 'No such line in this statement');
    await writeAuditEntry(tx, { ...(await change(tx, { statement, current })), actor, note });
    await afterwards?.(tx, statement);
    const [row] = await tx.query<LineRow>(`${LINE_SELECT} WHERE l.statement_id = $1 AND l.line = $2`, [id, line]);
    return toLine(row!);
  });
}

/**
 * A line of `source` and `amount` taken as a payment's, by hand or once the line counting for it
 * was unmatched: its outcome, and why in the automatic match's words (without the payment's ID).
 */
function verdictOf(
  source: StatementSource,
  amount: number,
  payment: { payment_amount: number; payment_mode: PaymentMode },
): { outcome: LineOutcome; why: string } {
  if (payment.payment_mode !== MODE_OF[source]) return { outcome: 'mismatched', why: otherSourceReason(payment.payment_mode, source) };
  return amount === payment.payment_amount
    ? { outcome: 'matched', why: `${amount} rupees as the payment` }
    : { outcome: 'mismatched', why: `${amount} rupees received, the payment is ${payment.payment_amount} rupees` };
}

const SET_BY_HAND = `reason = $3, manual_by = $4, manual_at = date_trunc('milliseconds', now()), manual_note = $5`;

/** Staff say a line is a registration's money: matched at the payment's amount, else mismatched; audited on the registration. */
export async function matchLineByHand(db: Database, id: string, line: number, body: ManualMatchBody, actor: AuditActor): Promise<StatementLine> {
  return changeLineByHand(db, id, line, body.note, actor, async (tx, { statement, current }) => {
    if (current.outcome === 'outgoing') throw conflict('line-is-withdrawal', `Line ${line} is a withdrawal: money paid out is never matched to a payment.`);
    if (current.registration_id) throw conflict('line-already-matched', `Line ${line} is already matched to ${current.registration_id}; unmatch it first.`);
    // A receipt's number names its payment (a cancelled receipt's too), as the registrations search takes it.
    const [registration] = await tx.query<RegistrationNames & { payment_amount: number; payment_mode: PaymentMode }>(
      `SELECT registration_id, name, school_value, payment_id, payment_amount, payment_mode FROM registrations
       WHERE upper(registration_id) = upper($1::text COLLATE "C") OR upper(payment_id) = upper($1::text COLLATE "C")
          OR registration_id = (SELECT registration_id FROM receipts WHERE number = $2)
       ORDER BY registration_id LIMIT 1 FOR UPDATE`,
      [body.registrationId, receiptNumberIn(body.registrationId)],
    );
    if (!registration) throw notFound('match-target-not-found', `No registration, payment or receipt ${body.registrationId}`);
    const [taken] = await tx.query<{ line: number }>(
      "SELECT line FROM reconciliation_lines WHERE statement_id = $1 AND registration_id = $2 AND outcome IN ('matched', 'mismatched')",
      [id, registration.registration_id],
    );
    if (taken)
      throw conflict(
        'payment-already-matched',
        `${registration.payment_id} is already matched by line ${taken.line} of this statement; unmatch that line first.`,
      );
    const verdict = verdictOf(statement.source, current.amount, registration);
    const outcome = verdict.outcome;
    await tx.query(`UPDATE reconciliation_lines SET registration_id = $6, outcome = $7, ${SET_BY_HAND} WHERE statement_id = $1 AND line = $2`, [
      id,
      line,
      `Matched by hand to ${registration.payment_id}: ${verdict.why}`,
      actor.email,
      body.note,
      registration.registration_id,
      outcome,
    ]);
    return {
      ...auditTarget(registration),
      action: 'payment.reconciled',
      before: { 'payment.reconciliation': null },
      after: { 'payment.reconciliation': { statement: statement.name, statementId: id, line, amount: current.amount, outcome } },
    };
  });
}

/**
 * The line just unmatched was the one counted for its payment: a line of the same statement that
 * was its duplicate (matched automatically, with no other statement of the source counting the
 * payment) now counts instead, chosen as the match chose (the payment's amount first, then the
 * earliest line), and says why; audited on the registration with the unmatch.
 */
async function countNextDuplicate(
  tx: Queryable,
  { statement, line, registration, actor }: { statement: StatementRow; line: number; registration: RegistrationNames; actor: AuditActor },
): Promise<void> {
  const [next] = await tx.query<{ line: number; amount: number; payment_id: string; payment_amount: number; payment_mode: PaymentMode }>(
    `SELECT l.line, l.amount::float8 AS amount, r.payment_id, r.payment_amount, r.payment_mode
     FROM reconciliation_lines l JOIN registrations r ON r.registration_id = l.registration_id
     WHERE l.statement_id = $1 AND l.registration_id = $2 AND l.outcome = 'duplicate' AND l.manual_by IS NULL AND l.line <> $3
       AND NOT EXISTS (SELECT 1 FROM reconciliation_lines o JOIN reconciliation_statements s ON s.id = o.statement_id
                       WHERE o.registration_id = l.registration_id AND o.statement_id <> $1 AND ${COUNTS_FOR('o', 's', 'r.payment_mode')})
     ORDER BY (l.amount = r.payment_amount) DESC, l.line
     LIMIT 1
     FOR UPDATE OF l`,
    [statement.id, registration.registration_id, line],
  );
  if (!next) return;
  const { outcome, why } = verdictOf(statement.source, next.amount, next);
  await tx.query('UPDATE reconciliation_lines SET outcome = $3, reason = $4 WHERE statement_id = $1 AND line = $2', [
    statement.id,
    next.line,
    outcome,
    `${next.payment_id}: ${why} (counted once line ${line} was unmatched)`,
  ]);
  await writeAuditEntry(tx, {
    ...auditTarget(registration),
    actor,
    action: 'payment.reconciled',
    before: { 'payment.reconciliation': null },
    after: { 'payment.reconciliation': { statement: statement.name, statementId: statement.id, line: next.line, amount: next.amount, outcome } },
    note: `Line ${next.line} counted once line ${line} was unmatched`,
  });
}

/** Staff say a line is not that registration's money after all: unmatched, and never matched automatically again. */
export async function unmatchLine(db: Database, id: string, line: number, body: UnmatchBody, actor: AuditActor): Promise<StatementLine> {
  // The registration the counted line is taken from, for the duplicate that may count in its place.
  let unmatched: RegistrationNames | undefined;
  return changeLineByHand(
    db,
    id,
    line,
    body.note,
    actor,
    async (tx, { statement, current }) => {
      if (!current.registration_id) throw conflict('line-not-matched', `Line ${line} is not matched to any registration.`);
      const [registration] = (await tx.query<RegistrationNames>(
        'SELECT registration_id, name, school_value, payment_id FROM registrations WHERE registration_id = $1',
        [current.registration_id],
      )) as [RegistrationNames];
      await tx.query(`UPDATE reconciliation_lines SET registration_id = NULL, outcome = 'unmatched', ${SET_BY_HAND} WHERE statement_id = $1 AND line = $2`, [
        id,
        line,
        `Unmatched by hand from ${registration.payment_id}`,
        actor.email,
        body.note,
      ]);
      // Only the line that counted leaves a duplicate to count instead.
      if (current.outcome === 'matched' || current.outcome === 'mismatched') unmatched = registration;
      return {
        ...auditTarget(registration),
        action: 'payment.unreconciled',
        before: { 'payment.reconciliation': { statement: statement.name, statementId: id, line, amount: current.amount, outcome: current.outcome } },
        after: { 'payment.reconciliation': null },
      };
    },
    (tx, statement) => (unmatched ? countNextDuplicate(tx, { statement, line, registration: unmatched, actor }) : Promise.resolve()),
  );
}

const MAX_SETTLEMENTS = 500;

/**
 * A gateway's settlements (its report's lines summed by settlement id, from the newest report that
 * has each), each with the bank credit that names its UTR (one of the amount expected first, then
 * the earliest), the newest settlements first. Net is gross less fees and tax, to the paisa.
 */
export async function listSettlements(db: Queryable, query: SettlementsQuery): Promise<{ data: Settlement[] }> {
  const rows = await db.query<
    Omit<Settlement, 'bankLine'> & { statement_id: string | null; line: number | null; bank_amount: number | null; [column: string]: unknown }
  >(
    `WITH settlement_lines AS (
       SELECT l.*, first_value(s.id) OVER (PARTITION BY l.settlement_id ORDER BY s.uploaded_at DESC, s.id) AS newest
       FROM reconciliation_lines l JOIN reconciliation_statements s ON s.id = l.statement_id
       WHERE s.source = 'gateway' AND s.status = 'ready' AND l.settlement_id IS NOT NULL AND l.outcome <> 'outgoing'
     ),
     settlements AS (
       SELECT settlement_id, max(utr) AS utr, count(*)::int AS payments, max(day) AS day,
              sum(amount) AS gross, sum(coalesce(fee, 0)) AS fees, sum(coalesce(tax, 0)) AS tax,
              sum(amount) - sum(coalesce(fee, 0)) - sum(coalesce(tax, 0)) AS net
       FROM settlement_lines WHERE statement_id = newest GROUP BY settlement_id
     ),
     traced AS (
       SELECT st.*, b.statement_id, b.line, b.amount AS bank_amount,
              CASE WHEN b.amount IS NULL THEN 'missing' WHEN b.amount = st.net THEN 'matched' WHEN b.amount < st.net THEN 'short' ELSE 'over' END AS status
       FROM settlements st
       LEFT JOIN LATERAL (
         SELECT l.statement_id, l.line, l.amount
         FROM reconciliation_lines l JOIN reconciliation_statements s ON s.id = l.statement_id
         WHERE st.utr IS NOT NULL AND s.source = 'bank' AND s.status = 'ready' AND l.outcome <> 'outgoing'
           AND strpos(upper(l.reference || ' ' || l.description || ' ' || coalesce(l.utr, '')), upper(st.utr)) > 0
         ORDER BY (l.amount = st.net) DESC, l.day, s.uploaded_at, l.line
         LIMIT 1
       ) b ON true
       WHERE ($1::date IS NULL OR st.day >= $1::date) AND ($2::date IS NULL OR st.day <= $2::date)
     )
     SELECT settlement_id AS "settlementId", utr, payments, gross::float8 AS gross, fees::float8 AS fees, tax::float8 AS tax, net::float8 AS net,
            statement_id, line, bank_amount::float8 AS bank_amount, status
     FROM traced
     WHERE $3::text IS NULL OR status = $3::text
     ORDER BY day DESC, settlement_id
     LIMIT ${MAX_SETTLEMENTS}`,
    [query.from ?? null, query.to ?? null, query.status ?? null],
  );
  return {
    data: rows.map((row) => ({
      settlementId: row.settlementId,
      utr: row.utr,
      payments: row.payments,
      gross: row.gross,
      fees: row.fees,
      tax: row.tax,
      net: row.net,
      bankLine: row.statement_id === null ? null : { statementId: row.statement_id, line: row.line!, amount: row.bank_amount! },
      status: row.status,
    })),
  };
}

/**
 * The lines of one settlement, from the newest gateway report that has it (the one the settlements
 * list sums), in file order, each with the registration it was matched to; none for an unknown id.
 */
export async function listSettlementPayments(db: Queryable, settlementId: string): Promise<{ data: SettlementPayment[] }> {
  const rows = await db.query<SettlementPayment & { [column: string]: unknown }>(
    `WITH newest AS (
       SELECT s.id FROM reconciliation_statements s
       WHERE s.source = 'gateway' AND s.status = 'ready'
         AND EXISTS (SELECT 1 FROM reconciliation_lines l WHERE l.statement_id = s.id AND l.settlement_id = $1)
       ORDER BY s.uploaded_at DESC, s.id LIMIT 1
     )
     SELECT l.statement_id::text AS "statementId", l.line, l.day::text AS date, l.reference, l.amount::float8 AS amount,
            l.fee::float8 AS fee, l.tax::float8 AS tax, l.outcome, l.registration_id AS "registrationId", r.name, r.payment_id AS "paymentId"
     FROM reconciliation_lines l JOIN newest ON newest.id = l.statement_id
     LEFT JOIN registrations r ON r.registration_id = l.registration_id
     WHERE l.settlement_id = $1 AND l.outcome <> 'outgoing'
     ORDER BY l.line`,
    [settlementId],
  );
  // The columns are named as the answer names them.
  return { data: rows };
}
