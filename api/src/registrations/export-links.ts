import { createHash, randomBytes } from 'node:crypto';
import type { RegistrationListQuery } from 'shared/domain/registrations/list-rules';
import { can } from 'shared/domain/common/permissions';
import type { Role } from 'shared/domain/common/enums';
import type { ExportLink, ExportProgress } from 'shared/domain/registrations/registration';
import type { Queryable } from '../db/database';
import { forbidden, HttpError, notFound } from '../http-error';
import { centersOf } from '../staff/staff-accounts';

/** How long a link may wait to be opened; the download itself may take longer. */
export const EXPORT_LINK_TTL_SECONDS = 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A link is kept a day after it expired, so that a long download can still report its progress;
 * making a new link clears older ones, so the table holds about a day's links.
 */
export const EXPORT_LINK_KEPT_AFTER_EXPIRY = '1 day';

async function forgetOldExportLinks(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM export_links WHERE expires_at < now() - interval '${EXPORT_LINK_KEPT_AFTER_EXPIRY}'`);
}

/**
 * A single-use link to the CSV export of the query. The token is 256 random bits and only its
 * hash is stored, so the table cannot be used to download anything.
 */
export async function createExportLink(db: Queryable, staffUid: string, query: RegistrationListQuery, expectedRows: number): Promise<ExportLink> {
  await forgetOldExportLinks(db);
  const token = randomBytes(32).toString('base64url');
  const { limit: _limit, offset: _offset, withTotal: _withTotal, ...exported } = query;
  const [row] = await db.query<{ id: string; expires_at: Date }>(
    `INSERT INTO export_links (token_hash, staff_uid, query, expected_rows, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING id, expires_at`,
    [hashOf(token), staffUid, JSON.stringify(exported), expectedRows, EXPORT_LINK_TTL_SECONDS],
  );
  return { id: row!.id, path: `/registrations-export/${token}`, expiresAt: row!.expires_at.toISOString(), expectedRows };
}

/** The account that made a link still waiting to be used, or null; reads without using it up. */
export async function exportLinkMaker(db: Queryable, token: string): Promise<string | null> {
  const [link] = await db.query<{ staff_uid: string }>('SELECT staff_uid FROM export_links WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()', [
    hashOf(token),
  ]);
  return link?.staff_uid ?? null;
}

/**
 * Uses up the link (one download per link, whatever happens next) and answers what it exports.
 * Refused when unknown, used or expired (410), or when its maker may no longer read registrations
 * (403). The route refuses it while CSV export is switched off, before it is used up.
 */
export async function redeemExportLink(
  db: Queryable,
  token: string,
): Promise<{ id: string; staffUid: string; query: RegistrationListQuery; centers: string[] }> {
  const [link] = await db.query<{ id: string; staff_uid: string; query: RegistrationListQuery }>(
    `UPDATE export_links SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING id, staff_uid, query`,
    [hashOf(token)],
  );
  if (!link) throw new HttpError(410, 'download-link-expired', 'This download link has expired or has already been used. Start the export again.');
  const [staff] = await db.query<{ role: Role; status: string; centers: string[] }>('SELECT role, status, centers FROM staff_accounts WHERE uid = $1', [
    link.staff_uid,
  ]);
  if (!staff || staff.status !== 'active' || !can(staff.role, 'read'))
    throw forbidden('exporter-may-not-read', 'The account that started this export may no longer read registrations.');
  // The maker's centres as they are now, as on each of their own requests.
  return { id: link.id, staffUid: link.staff_uid, query: link.query, centers: centersOf(staff) };
}

/** How far the download behind a link has got, to the account that made the link (anyone else: 404). */
export async function readExportProgress(db: Queryable, id: string, staffUid: string): Promise<ExportProgress> {
  const [row] = await db.query<{ expected_rows: number; rows_written: number; used_at: Date | null; finished_at: Date | null }>(
    'SELECT expected_rows, rows_written, used_at, finished_at FROM export_links WHERE id = $1 AND staff_uid = $2',
    [id, staffUid],
  );
  if (!row) throw notFound('export-not-found', 'No such export');
  return { expectedRows: row.expected_rows, rowsWritten: row.rows_written, started: row.used_at !== null, finished: row.finished_at !== null };
}

// Progress is written at most this often: each write is a commit.
const PROGRESS_INTERVAL_MS = 500;

/** Records the rows sent so far (throttled), and the end. */
export function exportProgressRecorder(db: Queryable, id: string) {
  let last = 0;
  return async (rowsWritten: number, finished: boolean) => {
    if (!finished && Date.now() - last < PROGRESS_INTERVAL_MS) return;
    last = Date.now();
    await db.query(`UPDATE export_links SET rows_written = $2, finished_at = CASE WHEN $3 THEN now() END WHERE id = $1`, [id, rowsWritten, finished]);
  };
}
