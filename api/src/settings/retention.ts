import { DEFAULT_AUDIT_SETTINGS, type AuditSettings } from 'shared/domain/settings/settings';
import type { Database } from '../db/database';
import { removeOldMessageBodies } from '../messages/message-store';

// Any constant; the same for every API instance, so that only one of them applies retention at a time.
const RETENTION_LOCK_KEY = 4_000_006;

export interface RetentionResult {
  auditEntries: number;
  exports: number;
  /** Messages whose text was removed; the fact of sending (to whom, what, when) stays. */
  messageBodies: number;
}

/**
 * Deletes audit entries and export files older than the audit settings' retention period, and the text
 * of messages as old (src/messages/). Answers
 * null when another instance is already doing it.
 */
export async function applyRetention(db: Database): Promise<RetentionResult | null> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [RETENTION_LOCK_KEY]);
    if (!lock?.locked) return null;
    const [row] = await tx.query<{ value: AuditSettings }>("SELECT value FROM portal_settings WHERE section = 'audit'");
    const days = row?.value.dataRetentionDays ?? DEFAULT_AUDIT_SETTINGS.dataRetentionDays;
    const audit = await tx.query('DELETE FROM audit_log WHERE at < now() - make_interval(days => $1) RETURNING 1', [days]);
    const exports = await tx.query('DELETE FROM data_exports WHERE created_at < now() - make_interval(days => $1) RETURNING 1', [days]);
    const messageBodies = await removeOldMessageBodies(tx, days);
    return { auditEntries: audit.length, exports: exports.length, messageBodies };
  });
}
