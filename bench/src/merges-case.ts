import type { BulkJob, MergeSuggestedPreview } from 'shared/domain/registrations/registration';
import type { ApiClient } from './api-client';
import { listedRegistrations, type HttpCase } from './http-cases';
import { percentile } from './load';

// Merging duplicates (issue 61): one merge of two registrations (both rows locked, the kept one's
// fields set, the other marked duplicate, an audit entry on each, all in one transaction).

/** Merges timed one after another (a smoke run: 20). */
export const MERGES = 500;

export const MERGE_CASE_NAME = 'merge two registrations with their audit entries (one writer)';

/**
 * Up to `wanted` pairs of active, unpaid registrations (fewer in a small database), taken from the far
 * end of the list so that the writes' rows (the first ones by id) stay untouched; each merge names
 * both versions as read.
 */
export async function mergeCase(client: ApiClient, wanted: number): Promise<HttpCase> {
  const rows = await listedRegistrations(client, { paymentStatus: ['pending'], status: ['active'], order: 'desc' }, 2 * wanted);
  const pairs = Math.floor(rows.length / 2);
  if (pairs === 0) throw new Error('merges: no two unpaid active registrations to merge');
  let next = 0;
  return {
    name: MERGE_CASE_NAME,
    kind: 'merge',
    connections: 1,
    amount: pairs,
    next: () => {
      const [kept, merged] = [rows[2 * next]!, rows[2 * next + 1]!];
      next++;
      return {
        method: 'POST',
        path: `/admin/registrations/${encodeURIComponent(kept.registrationId)}/merge`,
        body: { mergeIds: [merged.registrationId], versions: { [kept.registrationId]: kept.version, [merged.registrationId]: merged.version } },
      };
    },
  };
}

/** The suggested groups' bulk merge: what it merged, how long it took, and another person's stats meanwhile. */
export interface BulkMergeFigures {
  /** Groups the preview said it would merge, and those the job merged and skipped. */
  previewed: number;
  merged: number;
  skipped: number;
  seconds: number;
  /** The goal's measure: seconds per 1,000 groups merged (the seed's size decides how many there are). */
  secondsPer1000: number;
  statsCalls: number;
  statsP95Ms: number;
}

const JOB_POLL_MS = 250;

/**
 * `Merge suggested` over whatever groups the seeded data holds (a few in every hundred registrations
 * share a name, a number and a school; a run takes at most 10,000 groups), while `other` reads the
 * dashboard's stats one call after another.
 */
export async function measureBulkMerge(admin: ApiClient, other: ApiClient): Promise<BulkMergeFigures> {
  const path = '/admin/registrations/duplicates/merge-suggested';
  const preview = await admin.json<MergeSuggestedPreview>(`${path}?preview=true`, { method: 'POST' });
  if (preview.counts.merge === 0) throw new Error('merge suggested: the seeded data holds no group to merge');
  const latencies: number[] = [];
  let finished = false;
  const reads = (async () => {
    while (!finished) {
      const started = performance.now();
      await other.text('/admin/stats');
      latencies.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  let job = await admin.json<BulkJob>(path, { method: 'POST' });
  try {
    while (job.status === 'queued' || job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
      job = await admin.json<BulkJob>(`/admin/jobs/${job.id}`);
    }
  } finally {
    finished = true;
    await reads;
  }
  const seconds = (performance.now() - started) / 1000;
  if (job.status !== 'completed') throw new Error(`merge suggested: the job ended ${job.status}: ${job.failure ?? ''}`);
  latencies.sort((a, b) => a - b);
  return {
    previewed: preview.counts.merge,
    merged: job.updated,
    skipped: job.skipped,
    seconds,
    secondsPer1000: (seconds * 1000) / Math.max(1, job.updated),
    statsCalls: latencies.length,
    statsP95Ms: percentile(latencies, 0.95),
  };
}
