import { can, type Permission } from 'shared/domain/common/permissions';
import type { RegistrationFilters } from 'shared/domain/registrations/list-rules';
import type { AuditActor, BulkJob, BulkJobStatus } from 'shared/domain/registrations/registration';
import { MAX_BULK_ROWS, MAX_LISTED_SKIPPED_ROWS, type BulkAction, type BulkActionBody } from 'shared/domain/registrations/registration-requests';
import { DEFAULT_CLEAR_STATUS_NOTE, LIST_CONFIRMATION_NOTE } from 'shared/domain/registrations/transitions';
import type { Role } from 'shared/domain/common/enums';
import { writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { enterScope } from '../db/scoped';
import { conflict, HttpError, notFound, RetryLaterError } from '../http-error';
import { confirmPaymentRequest } from '../payments/confirmation';
import { applyChange, changeStatusRequest, REGISTRATION_NOT_FOUND, clearStatusRequest, type ChangeRequest } from './changes';
import { whereClause } from './list-sql';
import { groupLabel, mergeSuggestedGroup, NOTHING_SUGGESTED, suggestedJobRows } from './merge-suggested';
import { toIsoString } from '../db/sql-values';

// A chunk is one transaction: it stops after this many rows or this long, whichever comes first,
// so that on PGlite's one connection other requests wait at most about this long.
const CHUNK_MAX_ROWS = 200;
const CHUNK_BUDGET_MS = 25;
// Ids looked up at a time within a chunk, so that unknown ones cost no query each.
const EXISTENCE_CHECK_ROWS = 25;
/** A worker renews its lease with every chunk; a lease that ran out means its instance stopped. */
export const LEASE_SECONDS = 30;
/** A job interrupted this many times is failed rather than taken over again. */
export const MAX_TAKEOVERS = 3;
// A chunk that failed for a reason other than a refused row (the database out of reach) is tried again after this.
const RETRY_AFTER_FAILURE_SECONDS = 5;

// How long a person refused a new job for having too many is told to wait.
const TOO_MANY_JOBS_RETRY_AFTER_SECONDS = 30;

/** A bulk confirmation at or above the approval threshold waits for another admin, as a single one does. */
const SENT_FOR_APPROVAL = 'Sent for approval: the amount is at or above the approval threshold';

/** The permission each job needs, as the single calls do. */
export const BULK_ACTION_PERMISSION: Record<BulkJob['action'], Permission> = {
  confirmPayment: 'write',
  markDuplicate: 'admin',
  disqualify: 'admin',
  clearStatus: 'admin',
  mergeSuggested: 'admin',
};

interface JobRow {
  id: string;
  action: BulkJob['action'];
  status: BulkJobStatus;
  total: number;
  next_index: number;
  updated: number;
  skipped: number;
  skip_reasons: Record<string, number>;
  skipped_rows: { registrationId: string; reason: string }[];
  stalled: boolean;
  failure: string | null;
  created_at: Date;
  finished_at: Date | null;
  [column: string]: unknown;
}

const JOB_COLUMNS = `id::text AS id, action, status, total, next_index, updated, skipped, skip_reasons, skipped_rows, failure,
  created_at, finished_at, (status = 'running' AND lease_expires_at < now()) AS stalled`;

function toBulkJob(row: JobRow): BulkJob {
  return {
    id: row.id,
    action: row.action,
    status: row.status,
    total: row.total,
    done: row.next_index,
    updated: row.updated,
    skipped: row.skipped,
    reasons: Object.entries(row.skip_reasons)
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count),
    skippedRows: row.skipped_rows,
    stalled: row.stalled,
    failure: row.failure,
    createdAt: toIsoString(row.created_at),
    finishedAt: row.finished_at ? toIsoString(row.finished_at) : null,
  };
}

/** The ids of the registrations matching the filters, or 400 when there are more than one bulk action takes. */
async function idsMatching(db: Queryable, filters: RegistrationFilters): Promise<string[]> {
  const where = whereClause(filters);
  const rows = await db.query<{ registration_id: string }>(
    `SELECT registration_id FROM registrations ${where.sql} ORDER BY registration_id LIMIT ${MAX_BULK_ROWS + 1}`,
    where.params,
  );
  if (rows.length > MAX_BULK_ROWS) {
    throw new HttpError(
      400,
      'bulk-too-many-rows',
      `More than ${MAX_BULK_ROWS.toLocaleString('en-IN')} registrations match. Narrow the search or filters and run the action in parts.`,
    );
  }
  return rows.map((row) => row.registration_id);
}

/**
 * Records a job for the rows the body chooses, as they are now, and answers it; a worker does the
 * rest. A set chosen by filters or `all` must still number what the person saw, else 409 and no job.
 * A person with `perPerson` jobs queued or running is refused (429) until one ends.
 */
export async function createBulkJob(db: Database, body: BulkActionBody, actor: AuditActor, perPerson: number): Promise<BulkJob> {
  return db.transaction(async (tx) => {
    await refuseTooMany(tx, actor, perPerson);
    let ids: string[];
    if (body.registrationIds) {
      ids = [...new Set(body.registrationIds)];
    } else {
      ids = await idsMatching(tx, body.all ? {} : (body.filters ?? {}));
      if (ids.length !== body.expectedTotal) {
        const now = ids.length.toLocaleString('en-IN');
        throw conflict(
          'bulk-total-changed',
          `${now} registration${ids.length === 1 ? '' : 's'} match now, not the ${body.expectedTotal?.toLocaleString('en-IN')} you saw. Nothing was changed: look at the list again and retry.`,
          { total: ids.length },
        );
      }
    }
    // One order for every job, so that two jobs never wait for each other's rows in a cycle.
    ids.sort();
    return insertJob(tx, body.action, body.note ?? null, ids, actor);
  });
}

/** 429 for a person with `perPerson` jobs queued or running. */
async function refuseTooMany(tx: Queryable, actor: AuditActor, perPerson: number): Promise<void> {
  const [unfinished] = await tx.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM bulk_jobs WHERE created_by_uid = $1 AND status IN ('queued', 'running')",
    [actor.uid],
  );
  if ((unfinished?.count ?? 0) >= perPerson) {
    throw new RetryLaterError(
      429,
      'too-many-bulk-jobs',
      `You already have ${perPerson} bulk actions waiting or running. Wait for one to finish, or cancel one, and try again.`,
      TOO_MANY_JOBS_RETRY_AFTER_SECONDS,
    );
  }
}

async function insertJob(tx: Queryable, action: BulkJob['action'], note: string | null, rows: string[], actor: AuditActor): Promise<BulkJob> {
  const [row] = await tx.query<JobRow>(
    `INSERT INTO bulk_jobs (action, note, registration_ids, total, created_by_uid, created_by_email, created_by_role)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${JOB_COLUMNS}`,
    [action, note, rows, rows.length, actor.uid, actor.email, actor.role],
  );
  return toBulkJob(row!);
}

/**
 * Merge suggested (merge-suggested.ts): a job whose rows are the suggested groups as they are now,
 * those wholly within `centers` for someone limited to them; each is decided again when its turn comes.
 */
export async function createMergeSuggestedJob(db: Database, actor: AuditActor, centers: readonly string[], perPerson: number): Promise<BulkJob> {
  return db.transaction(async (tx) => {
    await refuseTooMany(tx, actor, perPerson);
    const rows = await suggestedJobRows(tx, centers);
    if (rows.length === 0) throw conflict('nothing-to-merge', NOTHING_SUGGESTED);
    return insertJob(tx, 'mergeSuggested', null, rows, actor);
  });
}

/** Who looks at a job, and whether they are limited to some centres. */
export type JobViewer = AuditActor & { limited: boolean };

/**
 * Whether `viewer` may see or cancel a job of `creatorUid`: its creator; holders of the admin
 * permission see everyone's (they oversee the status changes), unless they are limited to some
 * centres: another's job counts and names rows of any centre, theirs only their own.
 */
const mayOversee = (creatorUid: string, viewer: JobViewer) => creatorUid === viewer.uid || (can(viewer.role, 'admin') && !viewer.limited);

/** A job as `viewer` may see it (mayOversee); anyone else gets 404, as if it did not exist. */
export async function getBulkJob(db: Queryable, id: string, viewer: JobViewer): Promise<BulkJob> {
  const [row] = await db.query<JobRow>(`SELECT ${JOB_COLUMNS}, created_by_uid FROM bulk_jobs WHERE id = $1`, [id]);
  if (!row || !mayOversee(row.created_by_uid as string, viewer)) throw notFound('bulk-job-not-found', 'No such job');
  return toBulkJob(row);
}

/**
 * Stops a job that has not ended: at once when it waits, and between two chunks when it runs (the
 * row lock waits for the chunk in progress, whose rows stay changed). Whoever may see it (mayOversee)
 * may cancel it (audited); anyone else gets 404 as for reading it, a job that has ended 409.
 */
export async function cancelBulkJob(db: Database, id: string, actor: JobViewer): Promise<BulkJob> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<JobRow>(`SELECT ${JOB_COLUMNS}, created_by_uid FROM bulk_jobs WHERE id = $1 FOR UPDATE`, [id]);
    if (!row || !mayOversee(row.created_by_uid as string, actor)) throw notFound('bulk-job-not-found', 'No such job');
    if (row.status !== 'queued' && row.status !== 'running')
      throw conflict('bulk-job-ended', 'This bulk action has already ended.', { current: toBulkJob(row) });
    const [cancelled] = await tx.query<JobRow>(
      `UPDATE bulk_jobs SET status = 'cancelled', finished_at = now(), registration_ids = '{}', lease_owner = NULL,
         cancelled_by_email = $2, failure = 'Cancelled by ' || coalesce($2, 'a staff member') || '. The rows done before that stay changed.'
       WHERE id = $1 RETURNING ${JOB_COLUMNS}`,
      [id, actor.email],
    );
    await writeAuditEntry(tx, {
      actor,
      action: 'bulk_job.cancelled',
      target: { type: 'bulk_job', id, label: `${row.action}, ${row.next_index} of ${row.total} done` },
      before: { status: row.status },
      after: { status: 'cancelled' },
      note: null,
    });
    return toBulkJob(cancelled!);
  });
}

/**
 * Takes a job for this instance: one whose worker's lease ran out (its instance stopped), or the
 * oldest waiting of a person with no job running, so that one person's many jobs run one after
 * another while someone else's starts at once; a job interrupted too often is failed instead.
 * Answers the job's id and whose turn its chunks take, or null.
 */
export async function claimBulkJob(db: Queryable, instanceId: string): Promise<{ id: string; createdBy: string } | null> {
  await db.query(
    `UPDATE bulk_jobs SET status = 'failed', finished_at = now(), registration_ids = '{}', lease_owner = NULL,
       failure = 'The job was interrupted ' || attempts || ' times and was stopped. The rows done before that stay changed.'
     WHERE status = 'running' AND lease_expires_at < now() AND attempts >= $1`,
    [MAX_TAKEOVERS],
  );
  const [claimed] = await db.query<{ id: string; created_by_uid: string }>(
    `UPDATE bulk_jobs SET status = 'running', lease_owner = $1, lease_expires_at = now() + make_interval(secs => $2),
       started_at = coalesce(started_at, now()), attempts = attempts + CASE WHEN status = 'running' THEN 1 ELSE 0 END
     WHERE id = (
       SELECT id FROM bulk_jobs waiting
       WHERE (status = 'running' AND lease_expires_at < now())
          OR (status = 'queued' AND NOT EXISTS (
                SELECT 1 FROM bulk_jobs mine WHERE mine.created_by_uid = waiting.created_by_uid AND mine.status = 'running' AND mine.lease_expires_at >= now()))
       ORDER BY status = 'queued', created_at LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     RETURNING id::text AS id, created_by_uid`,
    [instanceId, LEASE_SECONDS],
  );
  return claimed ? { id: claimed.id, createdBy: claimed.created_by_uid } : null;
}

interface ChunkJobRow extends JobRow {
  note: string | null;
  lease_owner: string | null;
  created_by_uid: string;
  created_by_email: string | null;
  created_by_role: Role;
  creator_role: Role | null;
  creator_status: string | null;
  creator_centers: string[] | null;
}

function requestFor(action: BulkAction, note: string | null, actor: AuditActor): (registrationId: string) => ChangeRequest {
  switch (action) {
    case 'confirmPayment':
      return (id) => confirmPaymentRequest(id, { payment: { status: 'success', mode: 'offline' }, adminNote: LIST_CONFIRMATION_NOTE }, actor);
    case 'markDuplicate':
      return (id) => changeStatusRequest(id, { status: 'duplicate' }, actor);
    case 'disqualify':
      return (id) => changeStatusRequest(id, { status: 'disqualified', note: note ?? '' }, actor);
    case 'clearStatus':
      return (id) => clearStatusRequest(id, { status: 'active', adminNote: DEFAULT_CLEAR_STATUS_NOTE }, actor);
  }
}

export type ChunkOutcome = 'more' | 'finished' | 'lost';

/**
 * The next rows of a job this instance holds, in one short transaction: each row changed and
 * audited exactly as the single call would, a row the rules refuse (409) or that is gone (404)
 * skipped with the refusal as its reason, and the job's position and counts moved on in the same
 * commit. Answers 'lost' when the job is no longer this instance's to run.
 */
export async function runBulkJobChunk(db: Database, jobId: string, instanceId: string): Promise<ChunkOutcome> {
  return db.transaction(async (tx) => {
    const [job] = await tx.query<ChunkJobRow>(
      `SELECT ${JOB_COLUMNS}, note, lease_owner, created_by_uid, created_by_email, created_by_role,
              creator.creator_role, creator.creator_status, creator.creator_centers
       FROM bulk_jobs LEFT JOIN LATERAL (
         SELECT role AS creator_role, status AS creator_status, centers AS creator_centers FROM staff_accounts WHERE uid = created_by_uid
       ) creator ON true
       WHERE id = $1 FOR UPDATE OF bulk_jobs`,
      [jobId],
    );
    if (!job || job.status !== 'running' || job.lease_owner !== instanceId) return 'lost';
    // The creator's permission counts at every chunk, as it would at each of their own requests.
    if (job.creator_status !== 'active' || !job.creator_role || !can(job.creator_role, BULK_ACTION_PERMISSION[job.action])) {
      await tx.query(
        `UPDATE bulk_jobs SET status = 'failed', finished_at = now(), registration_ids = '{}', lease_owner = NULL,
           failure = 'Stopped: the person who started it no longer has the permission for this action.' WHERE id = $1`,
        [jobId],
      );
      return 'finished';
    }
    // Their centres too: the rest of the chunk runs as their requests do, a registration of another
    // centre not there to be found (skipped as not found, whatever the job was given).
    if (job.creator_role !== 'superadmin' && (job.creator_centers?.length ?? 0) > 0) await enterScope(tx, job.creator_centers!);
    // Arrays, not rows: on PGlite reading a row costs far more than reading one more array element.
    const [slice] = await tx.query<{ ids: string[] }>('SELECT registration_ids[$2:$3] AS ids FROM bulk_jobs WHERE id = $1', [
      jobId,
      job.next_index + 1,
      job.next_index + CHUNK_MAX_ROWS,
    ]);
    const ids = slice?.ids ?? [];
    const actor: AuditActor = { uid: job.created_by_uid, email: job.created_by_email, role: job.creator_role };
    const reasons = { ...job.skip_reasons };
    const skippedRows = [...job.skipped_rows];
    let { updated, skipped } = job;
    const skip = (registrationId: string, reason: string, counted = reason) => {
      skipped += 1;
      reasons[counted] = (reasons[counted] ?? 0) + 1;
      if (skippedRows.length < MAX_LISTED_SKIPPED_ROWS) skippedRows.push({ registrationId, reason });
    };
    const { action } = job;
    if (action === 'mergeSuggested') {
      // Groups, each merged whole or not at all: a merge refuses before it writes anything.
      const started = performance.now();
      let handled = 0;
      while (handled < ids.length && (handled === 0 || performance.now() - started < CHUNK_BUDGET_MS)) {
        const group = ids[handled]!;
        handled += 1;
        const refused = await mergeSuggestedGroup(tx, group, actor);
        if (refused) skip(groupLabel(group), refused.reason, refused.counted);
        else updated += 1;
      }
      return finishChunk(tx, job, handled, updated, skipped, reasons, skippedRows);
    }
    const change = requestFor(action, job.note, actor);
    if (action === 'confirmPayment') {
      // Every row of the chunk locked first, in order: a confirmation takes the receipt counter's
      // lock, held to the commit, and must never then wait for a row another confirmation holds.
      await tx.query('SELECT 1 FROM registrations WHERE registration_id = ANY($1) ORDER BY registration_id FOR UPDATE', [ids]);
    }
    let handled = 0;
    const started = performance.now();
    while (handled < ids.length && (handled === 0 || performance.now() - started < CHUNK_BUDGET_MS)) {
      const group = ids.slice(handled, handled + EXISTENCE_CHECK_ROWS);
      // Ids that match no registration are skipped without a query each (a list of unknown ids costs a few).
      const [found] = await tx.query<{ ids: string[] | null }>('SELECT array_agg(registration_id) AS ids FROM registrations WHERE registration_id = ANY($1)', [
        group,
      ]);
      const existing = new Set(found?.ids ?? []);
      for (const registrationId of group) {
        handled += 1;
        if (!existing.has(registrationId)) {
          skip(registrationId, REGISTRATION_NOT_FOUND);
          continue;
        }
        try {
          const after = await applyChange(tx, change(registrationId));
          if (after.payment.approval && job.action === 'confirmPayment') skip(registrationId, SENT_FOR_APPROVAL);
          else updated += 1;
        } catch (error) {
          if (!(error instanceof HttpError) || (error.statusCode !== 409 && error.statusCode !== 404)) throw error;
          skip(registrationId, error.message);
        }
        if (performance.now() - started >= CHUNK_BUDGET_MS) break;
      }
    }
    return finishChunk(tx, job, handled, updated, skipped, reasons, skippedRows);
  });
}

/** The job's position and counts moved on past `handled` rows, in the chunk's transaction; completed at its end. */
async function finishChunk(
  tx: Queryable,
  job: ChunkJobRow,
  handled: number,
  updated: number,
  skipped: number,
  reasons: Record<string, number>,
  skippedRows: JobRow['skipped_rows'],
): Promise<ChunkOutcome> {
  const nextIndex = job.next_index + handled;
  const finished = nextIndex >= job.total;
  await tx.query(
    `UPDATE bulk_jobs SET next_index = $2, updated = $3, skipped = $4, skip_reasons = $5, skipped_rows = $6,
       lease_expires_at = now() + make_interval(secs => $7)
     WHERE id = $1`,
    [job.id, nextIndex, updated, skipped, JSON.stringify(reasons), JSON.stringify(skippedRows), LEASE_SECONDS],
  );
  if (finished) {
    await tx.query(`UPDATE bulk_jobs SET status = 'completed', finished_at = now(), registration_ids = '{}', lease_owner = NULL WHERE id = $1`, [job.id]);
  }
  return finished ? 'finished' : 'more';
}

/**
 * Lets go of a job this instance holds: back in the queue when the instance is closing, so that
 * the next one starts it without counting an interruption; after a pause when it failed here.
 */
export async function releaseBulkJob(db: Queryable, jobId: string, instanceId: string, why: 'closing' | 'failed'): Promise<void> {
  await db.query(
    why === 'closing'
      ? `UPDATE bulk_jobs SET status = 'queued', lease_owner = NULL, lease_expires_at = NULL WHERE id = $1 AND lease_owner = $2 AND status = 'running'`
      : `UPDATE bulk_jobs SET lease_expires_at = now() + make_interval(secs => ${RETRY_AFTER_FAILURE_SECONDS}) WHERE id = $1 AND lease_owner = $2 AND status = 'running'`,
    [jobId, instanceId],
  );
}
