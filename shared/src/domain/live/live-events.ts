import { z } from 'zod';
import { CHANGE_KINDS, CHANGE_TYPES, type ChangeEvent } from 'shared/platform/live/changeEvent';
import type { Permission } from '../common/permissions';

// The change feed: the API's check of what the database announces
// (api/migrations/013_change_feed.sql) and who may hear of it; the types are the contract's.

export const changeEventSchema = z.object({
  type: z.enum(CHANGE_TYPES),
  id: z.string().nullable(),
  version: z.number().int().nullable(),
  actor: z.object({ uid: z.string(), email: z.string().nullable() }).nullable(),
  change: z.enum(CHANGE_KINDS).nullish(),
}) satisfies z.ZodType<ChangeEvent>;

/**
 * Settings sections every staff member reads (GET /admin/portal-settings; of `payment`, its approval
 * threshold, which the confirm question tells); the others need `settings`. An event names the
 * section, never its values.
 */
const PORTAL_SECTIONS = new Set(['organization', 'featureFlags', 'payment']);

/** Whether the caller may hear of a job: only the person who asked for it. */
export function isOwnJobOrNotAJob(event: ChangeEvent, uid: string): boolean {
  return event.type !== 'job' || event.actor?.uid === uid;
}

/** The permission needed to hear of a change: what reading the changed thing needs. */
export function permissionToHear(event: ChangeEvent): Permission {
  switch (event.type) {
    case 'registration':
    case 'payment':
    case 'job':
      // A job's event goes to its owner only (GET /admin/events), who could read it.
      return 'read';
    case 'settings':
      return event.id !== null && PORTAL_SECTIONS.has(event.id) ? 'read' : 'settings';
    default:
      return 'settings';
  }
}
