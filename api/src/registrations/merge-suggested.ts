import type { AuditActor, MergeSuggestedPreview, Registration } from 'shared/domain/registrations/registration';
import { MAX_BULK_ROWS, MAX_MERGED_REGISTRATIONS } from 'shared/domain/registrations/registration-requests';
import { holdsMoney, mergeRefusal } from 'shared/domain/registrations/transitions';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { REGISTRATION_NOT_FOUND } from './changes';
import { mergeWithin } from './merge';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from './registration-row';

// "Merge suggested" (issue 61 item 4): the groups of registrations not merged into another whose
// members agree exactly on normalised name (trimmed, spaces collapsed, lower case), contact number
// (normalised, its contact_key) and school (lower case), each merged as a single merge would be,
// every field keeping the kept registration's value. The preview and each run of a group decide
// with planGroup on the rows as they read them, so the preview says what the run does unless the
// rows change in between; then the run decides on what it reads.

/** What a group's members must agree on: one expression each, in the query proposing groups and in the one reading them again. */
const AGREEMENT_SQL = `contact_key, lower(regexp_replace(btrim(name), '\\s+', ' ', 'g')) AS name_key, lower(school_value) AS school_key`;

export const NOT_DUPLICATE_REFUSAL = 'Marked "Not a duplicate" in the Duplicate Audit: merge them by hand if they are.';
export const DISAGREE_REFUSAL = 'These registrations no longer agree on name, contact number and school, or one was merged meanwhile.';
export const NOTHING_SUGGESTED = 'No groups to merge: no registrations agree exactly on name, contact number and school.';
const TOO_MANY_REFUSAL = `More than ${MAX_MERGED_REGISTRATIONS + 1} registrations: merge them from the Duplicate Audit a few at a time.`;

interface MemberRow extends RegistrationRow {
  contact_key: string;
  name_key: string;
  school_key: string;
  verdict_ids: string[] | null;
}

interface Member {
  registration: Registration;
  key: string;
  /** The registrations a "Not a duplicate" verdict on its contact number names, if any. */
  judged: string[];
}

export type GroupPlan = { keepId: string; mergeIds: string[]; versions: Record<string, number> } | { reason: string };

/**
 * What to do with one group (its members oldest first): keep the registration holding money, else
 * the oldest active one, else the oldest; skip, with the words the single merge would refuse with,
 * a group it would refuse, one no longer agreeing or one judged not a duplicate.
 */
function planGroup(members: Member[]): GroupPlan {
  const registrations = members.map((member) => member.registration);
  if (members.length < 2 || new Set(members.map((member) => member.key)).size > 1 || registrations.some((r) => r.mergedInto))
    return { reason: DISAGREE_REFUSAL };
  if (registrations.every((r) => members[0]!.judged.includes(r.registrationId))) return { reason: NOT_DUPLICATE_REFUSAL };
  if (members.length > MAX_MERGED_REGISTRATIONS + 1) return { reason: TOO_MANY_REFUSAL };
  const kept = registrations.find(holdsMoney) ?? registrations.find((r) => r.status === 'active') ?? registrations[0]!;
  const merged = registrations.filter((r) => r !== kept);
  const refused = mergeRefusal(kept, merged);
  if (refused) return { reason: refused };
  return {
    keepId: kept.registrationId,
    mergeIds: merged.map((r) => r.registrationId),
    versions: Object.fromEntries(registrations.map((r) => [r.registrationId, r.version])),
  };
}

/** The registrations `ids` with what they must agree on and their number's verdict, oldest first, locked when `lock` (the run). */
async function readMembers(db: Queryable, ids: string[], lock: boolean): Promise<Member[]> {
  const rows = await db.query<MemberRow>(
    `SELECT ${REGISTRATION_COLUMNS}, ${AGREEMENT_SQL}, v.registration_ids AS verdict_ids
     FROM registrations LEFT JOIN duplicate_verdicts v USING (contact_key)
     WHERE registration_id = ANY($1::text[]) ORDER BY registration_id ${lock ? 'FOR UPDATE OF registrations' : ''}`,
    [ids],
  );
  // Locked in id order, as the single merge locks (two merges of one group wait, never deadlock); then oldest first.
  const oldestFirst = rows.map((row) => ({ row, registration: toRegistration(row) }));
  oldestFirst.sort(
    (a, b) =>
      Date.parse(a.registration.createdAt) - Date.parse(b.registration.createdAt) || (a.registration.registrationId < b.registration.registrationId ? -1 : 1),
  );
  return oldestFirst.map(({ row, registration }) => ({
    registration,
    key: JSON.stringify([row.contact_key, row.name_key, row.school_key]),
    judged: row.verdict_ids ?? [],
  }));
}

/**
 * The suggested groups now, each as its registrations' ids oldest first, in contact number order:
 * at most MAX_BULK_ROWS groups (the rest are there for the next run). Read from the database as a
 * whole, so that for someone limited to `centers` only groups wholly within them are kept: a group
 * with a member elsewhere is not theirs to merge, and is left out without naming it.
 */
async function suggestedGroups(db: Queryable, centers: readonly string[]): Promise<string[][]> {
  const rows = await db.query<{ ids: string[] }>(
    `WITH member AS (
       SELECT registration_id, created_at, center_code, ${AGREEMENT_SQL} FROM registrations
       WHERE contact_key IN (SELECT contact_key FROM contact_groups WHERE member_count > 1) AND merged_into IS NULL
     )
     SELECT array_agg(registration_id ORDER BY created_at, registration_id) AS ids
     FROM member GROUP BY contact_key, name_key, school_key
     HAVING count(*) > 1 ${centers.length > 0 ? 'AND bool_and(center_code = ANY($1::text[]))' : ''}
     ORDER BY contact_key, min(registration_id) LIMIT ${MAX_BULK_ROWS}`,
    centers.length > 0 ? [centers] : [],
  );
  return rows.map((row) => row.ids);
}

/** The plan of every suggested group, from one read of all their members. */
async function planAll(db: Queryable, centers: readonly string[]): Promise<{ ids: string[]; plan: GroupPlan }[]> {
  const groups = await suggestedGroups(db, centers);
  const members = await readMembers(db, groups.flat(), false);
  const byId = new Map(members.map((member) => [member.registration.registrationId, member]));
  return groups.map((ids) => ({
    ids,
    plan: planGroup(ids.flatMap((id) => byId.get(id) ?? [])),
  }));
}

/** ?preview=true: what a run started now would do, changing nothing. */
export async function previewMergeSuggested(db: Queryable, centers: readonly string[]): Promise<MergeSuggestedPreview> {
  const planned = await planAll(db, centers);
  const merge: MergeSuggestedPreview['merge'] = [];
  const skip: MergeSuggestedPreview['skip'] = [];
  for (const { ids, plan } of planned) {
    if ('reason' in plan) skip.push({ registrationIds: ids, reason: plan.reason });
    else merge.push({ keepId: plan.keepId, mergeIds: plan.mergeIds });
  }
  return { merge, skip, counts: { merge: merge.length, skip: skip.length, mergedAway: merge.reduce((sum, group) => sum + group.mergeIds.length, 0) } };
}

/** A group as one element of a job's rows: its ids, separated by spaces (migration 098). */
export const suggestedJobRows = async (db: Queryable, centers: readonly string[]): Promise<string[]> =>
  (await suggestedGroups(db, centers)).map((ids) => ids.join(' '));

/** The ids of a group as a job holds it, for its skipped rows: "REG-1, REG-2". */
export const groupLabel = (row: string) => row.split(' ').join(', ');

/** Why a group was skipped, and the same words without its ids, so that the job's result counts groups skipped alike together. */
export interface GroupSkipped {
  reason: string;
  counted: string;
}

function skipped(reason: string, ids: string[]): GroupSkipped {
  const counted = ids.reduce((text, id) => text.replaceAll(id, 'one of them'), reason);
  return { reason, counted: counted.charAt(0).toUpperCase() + counted.slice(1) };
}

/**
 * One group of a Merge suggested job, within the chunk's transaction `tx` (the creator's centres
 * entered): its members read again and locked, planned on what is read now, merged through the
 * single merge's code (audited `registration.merged`, so it can be unmerged). Answers null when
 * merged, else why it was skipped.
 */
export async function mergeSuggestedGroup(tx: Queryable, row: string, actor: AuditActor): Promise<GroupSkipped | null> {
  const ids = row.split(' ');
  const members = await readMembers(tx, ids, true);
  // Gone, or outside the creator's centres now (row-level security): as a single merge would say.
  if (members.length !== ids.length) return skipped(REGISTRATION_NOT_FOUND, ids);
  const plan = planGroup(members);
  if ('reason' in plan) return skipped(plan.reason, ids);
  try {
    await mergeWithin(tx, { keepId: plan.keepId, mergeIds: plan.mergeIds, fields: {}, versions: plan.versions }, actor);
    return null;
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 404)) return skipped(error.message, ids);
    throw error;
  }
}
