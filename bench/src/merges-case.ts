import type { ApiClient } from './api-client';
import { listedRegistrations, type HttpCase } from './http-cases';

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
