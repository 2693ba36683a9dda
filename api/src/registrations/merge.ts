import type { AuditActor, Registration } from 'shared/domain/registrations/registration';
import { MERGE_FIELDS, type MergeField } from 'shared/domain/registrations/registration-requests';
import { spellOutName } from 'shared/domain/common/labels';
import { mergeRefused } from 'shared/domain/registrations/transitions';
import { changedFields } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { HttpError, conflict, notFound } from '../http-error';
import { applyChange, currentValue, REGISTRATION_NOT_FOUND, type Field, type FieldValues } from './changes';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from './registration-row';

// Merging duplicates (issue 61): one registration kept, taking each field from the registration
// chosen for it; the others marked duplicate with `mergedInto` naming it. Every row locked, every
// change audited in one transaction; money never moves: a receipt stays with its registration.

const STALE_REFUSAL = 'One of these registrations was changed by someone else since you opened them. Look at them again and merge then.';

/** The stored fields each merge field sets (the school is its value and its official name). */
const FIELDS_OF: Record<MergeField, readonly Field[]> = {
  name: ['name'],
  gender: ['gender'],
  contactNumber: ['contactNumber'],
  email: ['email'],
  school: ['school.value', 'school.name'],
  std: ['std'],
  cadre: ['cadre'],
  levelEnrolled: ['levelEnrolled'],
  centerCode: ['centerCode'],
};

export interface MergeRequest {
  keepId: string;
  mergeIds: string[];
  fields: Partial<Record<MergeField, string>>;
  versions: Record<string, number>;
}

/** The registrations named, locked in id order (two merges of one group wait for each other, never deadlock). */
async function lockAll(tx: Queryable, ids: string[]): Promise<Map<string, Registration>> {
  const rows = await tx.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS} FROM registrations WHERE registration_id = ANY($1::text[]) ORDER BY registration_id FOR UPDATE`,
    [ids],
  );
  // Outside the person's centres is missing too (row-level security), as everywhere.
  if (rows.length !== ids.length) throw notFound('registration-not-found', REGISTRATION_NOT_FOUND);
  return new Map(rows.map((row) => [row.registration_id, toRegistration(row)]));
}

/** What the request names, checked before anything is read: each id once, a version for each, fields from among them. */
function checkNamed(request: MergeRequest): string[] {
  const ids = [request.keepId, ...request.mergeIds];
  if (new Set(ids).size !== ids.length)
    throw new HttpError(400, 'merge-ids-repeated', 'Name each registration once, and not the kept one among those merged into it.');
  const unversioned = ids.filter((id) => request.versions[id] === undefined);
  const stray = Object.keys(request.versions).filter((id) => !ids.includes(id));
  if (unversioned.length > 0 || stray.length > 0) {
    throw new HttpError(400, 'merge-versions-mismatch', 'Send the version of each registration merged, as you read it, and of no other.', {
      issues: [...unversioned, ...stray].map((id) => ({ path: `versions.${id}`, message: 'Needed for each registration merged, and only for them' })),
    });
  }
  const outside = Object.entries(request.fields).filter(([, id]) => !ids.includes(id));
  if (outside.length > 0) {
    throw new HttpError(400, 'merge-field-source-invalid', 'Each field comes from one of the registrations merged.', {
      issues: outside.map(([field]) => ({ path: `fields.${field}`, message: 'Not one of the registrations merged' })),
    });
  }
  return ids;
}

/**
 * Merges `mergeIds` into `keepId`: answers the kept registration as it now is. 404 when any is
 * missing or outside the person's centres, 409 when any changed since it was read or the rules
 * refuse (in words), 400 for a request naming them inconsistently.
 */
export function mergeRegistrations(db: Database, request: MergeRequest, actor: AuditActor): Promise<Registration> {
  return db.transaction((tx) => mergeWithin(tx, request, actor));
}

/** mergeRegistrations within the transaction `tx` (Merge suggested runs it for each group of its job). */
export async function mergeWithin(tx: Queryable, request: MergeRequest, actor: AuditActor): Promise<Registration> {
  const ids = checkNamed(request);
  const locked = await lockAll(tx, ids);
  if (ids.some((id) => locked.get(id)!.version !== request.versions[id])) throw conflict('stale-version', STALE_REFUSAL);
  const kept = locked.get(request.keepId)!;
  const merged = request.mergeIds.map((id) => locked.get(id)!);
  const refused = mergeRefused(kept, merged);
  if (refused) throw conflict(refused.code, refused.message);

  const set: FieldValues = {};
  for (const field of MERGE_FIELDS) {
    const source = locked.get(request.fields[field] ?? request.keepId)!;
    for (const stored of FIELDS_OF[field]) set[stored] = currentValue(source, stored);
  }
  const keptChange = changedFields(Object.fromEntries(Object.keys(set).map((field) => [field, currentValue(kept, field as Field)])), set);
  await tx.query('INSERT INTO registration_merges (keep_id, merged, kept_before, kept_after, merged_by_uid) VALUES ($1, $2, $3, $4, $5)', [
    request.keepId,
    JSON.stringify(Object.fromEntries(merged.map((registration) => [registration.registrationId, registration.status]))),
    JSON.stringify(keptChange?.before ?? {}),
    JSON.stringify(keptChange?.after ?? {}),
    actor.uid,
  ]);
  const note = `Merged ${request.mergeIds.join(', ')} into ${request.keepId}.`;
  for (const registration of merged) {
    await applyChange(tx, {
      registrationId: registration.registrationId,
      expectedVersion: registration.version,
      actor,
      plan: () => ({ action: 'registration.merged', set: { status: 'duplicate', mergedInto: request.keepId }, note }),
    });
  }
  // Written even when no field changes: the kept registration's history says what was merged into it.
  return applyChange(tx, {
    registrationId: request.keepId,
    expectedVersion: kept.version,
    actor,
    plan: () => ({ action: 'registration.merged', set, note, alwaysAudited: true }),
  });
}

interface MergeRow {
  id: string;
  keep_id: string;
  merged: Record<string, Registration['status']>;
  kept_before: FieldValues;
  kept_after: FieldValues;
  [column: string]: unknown;
}

/**
 * Takes back the merge that merged `registrationId` away: every registration of it as it was
 * before (the kept one's fields the merge changed, the others' status, no `mergedInto`), audited
 * on each in one transaction. Answers `registrationId` as it now is. 409 in words when it is not
 * merged, or when the kept registration changed since in a field the merge set.
 */
export function unmergeRegistration(db: Database, registrationId: string, actor: AuditActor): Promise<Registration> {
  return db.transaction(async (tx) => {
    const [merge] = await tx.query<MergeRow>(
      `SELECT id::text AS id, keep_id, merged, kept_before, kept_after FROM registration_merges
       WHERE unmerged_at IS NULL AND merged ? $1 ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [registrationId],
    );
    if (!merge) {
      const [exists] = await tx.query('SELECT 1 FROM registrations WHERE registration_id = $1', [registrationId]);
      if (!exists) throw notFound('registration-not-found', REGISTRATION_NOT_FOUND);
      throw conflict('not-merged', 'This registration is not merged into another.');
    }
    const mergedIds = Object.keys(merge.merged);
    const locked = await lockAll(tx, [merge.keep_id, ...mergedIds]);
    const kept = locked.get(merge.keep_id)!;
    if (kept.mergedInto) throw conflict('kept-registration-merged', `${kept.registrationId} was merged into ${kept.mergedInto} since: unmerge that first.`);
    const changedSince = (Object.keys(merge.kept_after) as Field[]).filter(
      (field) => JSON.stringify(currentValue(kept, field)) !== JSON.stringify(merge.kept_after[field] ?? null),
    );
    if (changedSince.length > 0) {
      const fields = changedSince.map((field) => spellOutName(field).toLowerCase()).join(', ');
      throw conflict(
        'changed-since-merge',
        `${kept.registrationId} changed since the merge (${fields}): put it back as the merge left it, or correct the registrations by hand.`,
      );
    }
    const note = `Merge of ${mergedIds.join(', ')} into ${merge.keep_id} taken back.`;
    const restored = new Map<string, Registration>();
    for (const id of mergedIds) {
      restored.set(
        id,
        await applyChange(tx, {
          registrationId: id,
          expectedVersion: undefined,
          actor,
          plan: () => ({ action: 'registration.unmerged', set: { status: merge.merged[id]!, mergedInto: null }, note }),
        }),
      );
    }
    restored.set(
      merge.keep_id,
      await applyChange(tx, {
        registrationId: merge.keep_id,
        expectedVersion: undefined,
        actor,
        plan: () => ({ action: 'registration.unmerged', set: merge.kept_before, note, alwaysAudited: true }),
      }),
    );
    await tx.query('UPDATE registration_merges SET unmerged_at = now() WHERE id = $1', [merge.id]);
    return restored.get(registrationId)!;
  });
}
