// What GET /admin/events sends, shared by the API and every module: no imports, so the
// API can read it as plain types. The API validates payloads with shared/domain/live/live-events.

export const CHANGE_TYPES = ['registration', 'payment', 'settings', 'center', 'template', 'staff', 'job'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/**
 * What happened, where a person may be told of it (api/migrations/015_change_feed_notices.sql):
 * 'paid', 'disqualified' and 'approvalRequested' (a confirmation waits for a second admin) on
 * registration events; on 'job' events how the job ended.
 */
export const CHANGE_KINDS = ['paid', 'disqualified', 'bulkCompleted', 'bulkFailed', 'exportCompleted', 'approvalRequested'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One committed change, as the database announced it (api/migrations/013_change_feed.sql). */
export interface ChangeEvent {
  /**
   * 'payment': a registration whose payment changed; 'registration': any other change to one;
   * 'job': a bulk job or CSV export that finished, sent only to the person who asked for it.
   */
  type: ChangeType;
  /** The registration id, settings section, centre id, template id, staff uid or job id; null: many rows at once (an import). */
  id: string | null;
  /** The row's version after the change; null where there is none (staff accounts, deletions). */
  version: number | null;
  /** Who made it, as the audit trail records it; null: the system, or a change made outside the portal. */
  actor: { uid: string; email: string | null } | null;
  /** What happened, when it is worth a notice; absent otherwise (and from older servers). */
  change?: ChangeKind | null;
}

/** The stream's own state: sent first on every connection, and whenever the server's database feed drops or returns. */
export interface FeedStatus {
  /** The server hears the database's changes now; false: it is reconnecting and changes are being missed. */
  live: boolean;
  /** Something may have been missed since the Last-Event-ID sent (or ever): refetch what is shown. */
  resync: boolean;
}
