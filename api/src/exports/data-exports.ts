import type { AuditActor } from 'shared/domain/registrations/registration';
import { csvLine } from 'shared/domain/common/csv';
import { localDateTimeIn } from 'shared/domain/common/local-time';
import { registrationCsvIn } from 'shared/domain/registrations/registration-csv';
import { DEFAULT_DAY_ZONE } from 'shared/domain/audit/audit';
import type { ExportKind } from 'shared/domain/settings/settings';
import type { DataExport } from 'shared/domain/settings/settings-answers';
import { writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { notFound } from '../http-error';
import { queueExportReady } from '../messages/notices';
import { getPreferences } from '../profile/preferences';
import type { HeavyTurn, WorkScheduler } from '../plugins/work-scheduler';
import { toIsoString } from '../db/sql-values';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from '../registrations/registration-row';

// As the registration export's batches: on PGlite a batch is as long as every other request waits.
const BATCH_ROWS = 250;
const LIST_LIMIT = 20;

interface ExportRow {
  id: string;
  kind: ExportKind;
  status: DataExport['status'];
  rows_total: string | number;
  rows_done: string | number;
  size_bytes: string | number;
  created_at: Date;
  completed_at: Date | null;
  [column: string]: unknown;
}

// Sent before the stored chunks, so that spreadsheet programs read the file as UTF-8. (Not stored:
// PGlite drops a leading byte-order mark from text.)
const BYTE_ORDER_MARK = '\uFEFF';

const COLUMNS = 'id::text AS id, kind, status, rows_total, rows_done, size_bytes, created_at, completed_at';

// The file's name carries the time it was started in the organisation's time zone, as the
// Latest exports list shows it (2026-11-26-13-05-12 for 07:35:12 UTC).
const nameTime = localDateTimeIn(DEFAULT_DAY_ZONE);

function fileNameOf(kind: ExportKind, createdAt: Date): string {
  return `${kind === 'audit' ? 'audit-log' : 'registrations'}-${nameTime(createdAt.toISOString()).replace(/[ :]/g, '-')}.csv`;
}

function toDataExport(row: ExportRow): DataExport {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    rowsTotal: Number(row.rows_total),
    rowsDone: Number(row.rows_done),
    sizeBytes: Number(row.size_bytes) + Buffer.byteLength(BYTE_ORDER_MARK),
    fileName: fileNameOf(row.kind, row.created_at),
    createdAt: toIsoString(row.created_at),
    completedAt: row.completed_at ? toIsoString(row.completed_at) : null,
  };
}

/** What one kind of export writes: its header line and, batch by batch in key order, its lines. */
interface ExportSource {
  /** The file's header line and line writer, its times in `timeZone`. */
  csvIn: (timeZone: string) => { header: string; line: (row: Record<string, unknown>) => string };
  /** The counter kept by triggers, so that starting an export never counts a big table. */
  totalSql: string;
  /** Rows after the key $1 (null: from the start), at most $2 of them, with `key` for the next batch. */
  batchSql: string;
}

const SOURCES: Record<ExportKind, ExportSource> = {
  registrations: {
    csvIn: (timeZone) => {
      const csv = registrationCsvIn(timeZone);
      return { header: csv.header, line: (row) => csv.line(toRegistration(row as RegistrationRow)) };
    },
    totalSql: 'SELECT total_registrations AS total FROM summary_counters',
    batchSql: `SELECT registration_id AS key, ${REGISTRATION_COLUMNS}
               FROM registrations WHERE $1::text IS NULL OR registration_id > $1::text ORDER BY registration_id LIMIT $2`,
  },
  audit: {
    // Its time as the registrations file's: the requester's wall clock, named in the header.
    csvIn: (timeZone) => {
      const local = localDateTimeIn(timeZone);
      return {
        header: csvLine([
          'id',
          `at (${timeZone})`,
          'actorEmail',
          'actorRole',
          'action',
          'registrationId',
          'targetType',
          'targetId',
          'targetName',
          'before',
          'after',
          'note',
        ]),
        line: (r) =>
          csvLine([
            r.id,
            local(toIsoString(r.at)),
            r.actor_email,
            r.actor_role,
            r.action,
            r.registration_id,
            r.target_type,
            r.target_id,
            r.target_name,
            r.before,
            r.after,
            r.note,
          ]),
      };
    },
    totalSql: 'SELECT audit_entries AS total FROM summary_counters',
    batchSql: `SELECT id::text AS key, id, at, actor_email, actor_role, action, registration_id, target_type, target_id, target_name,
                      before, after, note
               FROM audit_log WHERE $1::text IS NULL OR id > $1::bigint ORDER BY id LIMIT $2`,
  },
};

async function appendChunk(db: Queryable, id: string, seq: number, content: string, rows: number): Promise<void> {
  await db.query('INSERT INTO data_export_chunks (export_id, seq, content) VALUES ($1, $2, $3)', [id, seq, content]);
  await db.query('UPDATE data_exports SET rows_done = rows_done + $2, size_bytes = size_bytes + $3, heartbeat_at = now() WHERE id = $1', [
    id,
    rows,
    Buffer.byteLength(content),
  ]);
}

/** A running export says it is alive this often; one silent for STALE_EXPORT_SECONDS was cut off. */
const HEARTBEAT_MS = 5_000;
export const STALE_EXPORT_SECONDS = 30;

/**
 * Writes the file batch by batch, recording progress as it goes: heavy work, so each batch (its
 * read and its write) takes a heavy slot in its requester's turn, after light calls. Its completion
 * and the requester's export-ready notice (if they want it) are written together.
 */
async function writeExport(db: Database, turn: HeavyTurn, id: string, kind: ExportKind, requesterUid: string): Promise<void> {
  const heartbeat = setInterval(() => {
    db.query("UPDATE data_exports SET heartbeat_at = now() WHERE id = $1 AND status = 'running'", [id]).catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const source = SOURCES[kind];
    // A file's times are in its requester's preference time zone, as the list's export.
    const { timezone } = await getPreferences(db, requesterUid);
    const csv = source.csvIn(timezone);
    await turn(() => appendChunk(db, id, 0, csv.header, 0));
    let after: string | null = null;
    for (let seq = 1; ; seq += 1) {
      const written = await turn(async () => {
        const rows: Record<string, unknown>[] = await db.query(source.batchSql, [after, BATCH_ROWS]);
        if (rows.length > 0) await appendChunk(db, id, seq, rows.map(csv.line).join(''), rows.length);
        if (rows.length > 0) after = String(rows[rows.length - 1]!.key);
        return rows.length;
      });
      if (written < BATCH_ROWS) break;
    }
    // What was written is the file's count: rows added or removed while it ran change the estimate.
    await db.transaction(async (tx) => {
      await tx.query("UPDATE data_exports SET status = 'completed', completed_at = now(), rows_total = rows_done WHERE id = $1", [id]);
      await queueExportReady(tx, requesterUid, kind === 'audit' ? 'audit log' : kind);
    });
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * Starts an export and answers at once; the file is written in the background, and the list
 * shows its progress. `track` lets the app wait for running exports before it closes.
 */
export async function startExport(
  db: Database,
  scheduler: WorkScheduler,
  kind: ExportKind,
  actor: AuditActor,
  track: (work: Promise<void>) => void,
): Promise<DataExport> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.query<ExportRow>(`INSERT INTO data_exports (kind, rows_total, requested_by) VALUES ($1, 0, $2) RETURNING ${COLUMNS}`, [
      kind,
      actor.email ?? actor.uid,
    ]);
    const dataExport = toDataExport(row!);
    await writeAuditEntry(tx, {
      actor,
      action: 'data.exported',
      target: { type: 'data_export', id: dataExport.id, label: dataExport.fileName },
      before: {},
      after: { kind },
      note: null,
    });
    // Counted after the export's own audit entry, which the audit log's file holds too.
    const [counted] = await tx.query<ExportRow>(`UPDATE data_exports SET rows_total = (${SOURCES[kind].totalSql}) WHERE id = $1 RETURNING ${COLUMNS}`, [
      dataExport.id,
    ]);
    return toDataExport(counted!);
  });
  track(
    writeExport(db, (work) => scheduler.inTurn(`uid:${actor.uid}`, work), created.id, kind, actor.uid).catch(async () => {
      await db.query("UPDATE data_exports SET status = 'failed', completed_at = now() WHERE id = $1", [created.id]).catch(() => {});
    }),
  );
  return created;
}

export async function listExports(db: Queryable): Promise<DataExport[]> {
  const rows = await db.query<ExportRow>(`SELECT ${COLUMNS} FROM data_exports ORDER BY created_at DESC LIMIT ${LIST_LIMIT}`);
  return rows.map(toDataExport);
}

/** A completed export's file name and its chunks in order, read a few at a time, each read in its own heavy turn. */
export async function openExportFile(db: Queryable, id: string, turn: HeavyTurn): Promise<{ fileName: string; chunks: AsyncIterable<string> }> {
  const [row] = await db.query<ExportRow>(`SELECT ${COLUMNS} FROM data_exports WHERE id = $1`, [id]);
  if (!row || row.status !== 'completed') throw notFound('export-not-ready', 'This export is not ready, or no longer kept');
  async function* chunks() {
    yield BYTE_ORDER_MARK;
    for (let from = 0; ; from += 10) {
      const batch = await turn(() =>
        db.query<{ content: string }>('SELECT content FROM data_export_chunks WHERE export_id = $1 AND seq >= $2 ORDER BY seq LIMIT 10', [id, from]),
      );
      for (const { content } of batch) yield content;
      if (batch.length < 10) return;
    }
  }
  const dataExport = toDataExport(row);
  return { fileName: dataExport.fileName, chunks: chunks() };
}

/**
 * Exports a stopped instance left half-written can never finish: those whose writer has been
 * silent for STALE_EXPORT_SECONDS, or with `all`, every one still running (PGlite at start-up:
 * one process owns the database, so none is being written).
 */
export async function failInterruptedExports(db: Queryable, { all = false }: { all?: boolean } = {}): Promise<void> {
  await db.query(
    `UPDATE data_exports SET status = 'failed', completed_at = now()
     WHERE status = 'running' AND ($1 OR heartbeat_at < now() - make_interval(secs => $2))`,
    [all, STALE_EXPORT_SECONDS],
  );
}
