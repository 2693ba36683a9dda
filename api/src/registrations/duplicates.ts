import { normalizeContactNumber } from 'shared/domain/registrations/contact-number';
import type { AuditActor, DuplicateGroup, DuplicateLikeness, DuplicateVerdict, ListPage } from 'shared/domain/registrations/registration';
import type { DuplicateGroupsQuery } from 'shared/domain/registrations/registration-requests';
import { writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { conflict, notFound } from '../http-error';
import { containsPattern, toIsoString } from '../db/sql-values';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from './registration-row';
import { isScoped } from '../db/scoped';

/** What a group's registrations have in common, counted by the database (see groupSummarySql). */
interface GroupSummaryRow {
  contact_key: string;
  members: number;
  active: number;
  full_names: number;
  first_names: number;
  last_names: number;
  schools: number;
  classes: number;
  likeness: number;
  decided_by: string | null;
  decided_at: Date | null;
  total?: string | number;
  [column: string]: unknown;
}

const LIKENESS_ORDER: readonly DuplicateLikeness[] = ['same_name', 'same_first_name', 'different_names', 'likely_siblings'];

/**
 * Each group's counts, for the groups whose key `keysSql` selects: distinct whole names, first
 * names (first word), surnames (last word), schools and classes, the active rows, its likeness
 * (0 most alike: an index into LIKENESS_ORDER) and the verdict that still holds, if any (it names
 * every registration the number has now).
 */
const groupSummarySql = (keysSql: string) => `
  WITH member AS (
    SELECT r.contact_key, r.registration_id, r.status, r.std, lower(r.school_value) AS school,
           lower(regexp_replace(btrim(r.name), '\\s+', ' ', 'g')) AS full_name
    FROM registrations r
    WHERE r.contact_key IN (${keysSql}) AND r.merged_into IS NULL
  ), summary AS (
    SELECT contact_key, count(*)::int AS members,
           count(*) FILTER (WHERE status = 'active')::int AS active,
           count(DISTINCT full_name)::int AS full_names,
           count(DISTINCT split_part(full_name, ' ', 1))::int AS first_names,
           count(DISTINCT regexp_replace(full_name, '^.* ', ''))::int AS last_names,
           count(DISTINCT school)::int AS schools,
           count(DISTINCT std)::int AS classes,
           array_agg(registration_id) AS ids
    FROM member GROUP BY contact_key
  )
  SELECT s.contact_key, s.members, s.active, s.full_names, s.first_names, s.last_names, s.schools, s.classes,
         CASE WHEN s.full_names < s.members THEN 0 WHEN s.first_names < s.members THEN 1 WHEN s.last_names > 1 THEN 2 ELSE 3 END AS likeness,
         v.decided_by, v.decided_at
  FROM summary s
  LEFT JOIN duplicate_verdicts v ON v.contact_key = s.contact_key AND s.ids <@ v.registration_ids`;

/** The likeness and what it rests on, in words. */
function describe(summary: GroupSummaryRow): Pick<DuplicateGroup, 'likeness' | 'reasons'> {
  const likeness = LIKENESS_ORDER[summary.likeness]!;
  const names: Record<DuplicateLikeness, string[]> = {
    same_name: ['same name'],
    same_first_name: ['same first name', 'different surnames'],
    different_names: ['different names'],
    likely_siblings: ['different first names', 'same surname'],
  };
  const school = summary.schools === 1 ? 'same school' : 'different schools';
  const classes = summary.classes === 1 ? ['same class'] : summary.classes === summary.members ? ['different classes'] : [];
  return { likeness, reasons: [...names[likeness], school, ...classes] };
}

/** Numbers shared by two or more registrations not merged into another: the kept groups, or for a person limited to some centres the groups formed within them. */
const sharedKeys = (db: Queryable) =>
  isScoped(db)
    ? 'SELECT contact_key FROM registrations WHERE merged_into IS NULL GROUP BY contact_key HAVING count(*) > 1'
    : 'SELECT contact_key FROM contact_groups WHERE member_count > 1';

/** The shared-number groups a search names: a phone number (whole or some digits) or part of a name. */
function searchKeys(q: string, param: (value: unknown) => string, shared: string): string {
  const phone = /^[\d\s+()-]+$/.test(q) && q.replace(/\D/g, '').length >= 3;
  if (phone) {
    const whole = normalizeContactNumber(q);
    if (whole) return `SELECT contact_key FROM (${shared}) AS shared WHERE contact_key = ${param(whole)}`;
    return `SELECT contact_key FROM (${shared}) AS shared WHERE contact_key LIKE ${param(containsPattern(q.replace(/\D/g, '')))}`;
  }
  return `SELECT contact_key FROM registrations WHERE name ILIKE ${param(containsPattern(q))} AND merged_into IS NULL
          INTERSECT ${shared}`;
}

/**
 * Contact numbers shared by more than one registration (normalised, see migration 003), a page of
 * groups with their registrations oldest first. By number, with no search and every group, the
 * page comes from the trigger-kept contact_groups table through its partial index and its total
 * from a counter kept with it (migration 007), so a page costs the same at a million registrations
 * as at a thousand. A search, `unresolved` or the likeness order counts every group it reads.
 */
export async function listDuplicateGroups(db: Queryable, query: DuplicateGroupsQuery): Promise<ListPage<DuplicateGroup>> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let summaries: GroupSummaryRow[];
  let total: number;
  // The kept groups and their counter are the organisation's: a limited person's are counted.
  if (!query.q && !query.unresolved && query.sort === 'number' && !isScoped(db)) {
    const keys = `SELECT contact_key FROM contact_groups WHERE member_count > 1 ORDER BY contact_key LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`;
    summaries = await db.query<GroupSummaryRow>(`${groupSummarySql(keys)} ORDER BY s.contact_key`, params);
    const [counted] = await db.query<{ total: number }>('SELECT shared_contact_numbers::int AS total FROM summary_counters');
    total = counted?.total ?? 0;
  } else {
    const keys = query.q ? searchKeys(query.q, param, sharedKeys(db)) : sharedKeys(db);
    const groups = `SELECT * FROM (${groupSummarySql(keys)}) AS grouped ${query.unresolved ? 'WHERE active > 1 AND decided_at IS NULL' : ''}`;
    // Most alike first; among equals, the groups with more rows still active.
    const order = query.sort === 'likeness' ? 'likeness, active DESC, contact_key' : 'contact_key';
    const filterParams = [...params];
    summaries = await db.query<GroupSummaryRow>(
      `SELECT *, count(*) OVER () AS total FROM (${groups}) AS page ORDER BY ${order} LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
      params,
    );
    total = Number(summaries[0]?.total ?? 0);
    // A page past the end (groups resolved meanwhile) still says how many there are.
    if (summaries.length === 0 && query.offset > 0) {
      const [counted] = await db.query<{ total: string }>(`SELECT count(*) AS total FROM (${groups}) AS counted`, filterParams);
      total = Number(counted?.total ?? 0);
    }
  }
  if (summaries.length === 0) return { data: [], total };
  const rows = await db.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS}, contact_key FROM registrations WHERE contact_key = ANY($1::text[]) AND merged_into IS NULL
     ORDER BY contact_key, created_at, registration_id`,
    [summaries.map((s) => s.contact_key)],
  );
  const byKey = new Map<string, DuplicateGroup>(
    summaries.map((s) => [
      s.contact_key,
      {
        contactNumber: s.contact_key,
        count: s.members,
        registrations: [],
        ...describe(s),
        activeCount: s.active,
        notDuplicate: s.decided_at ? { by: s.decided_by, at: toIsoString(s.decided_at) } : null,
      },
    ]),
  );
  for (const row of rows) byKey.get(row.contact_key as string)?.registrations.push(toRegistration(row));
  return { data: [...byKey.values()], total };
}

/**
 * "Not a duplicate" for the registrations `registrationIds` sharing `contactKey`: stored and
 * audited in one transaction. Refused (409) when the number's registrations are no longer the ones
 * the person judged; the same verdict again changes nothing and writes no audit entry.
 */
export async function markNotDuplicate(db: Database, contactKey: string, registrationIds: string[], actor: AuditActor): Promise<DuplicateVerdict> {
  return db.transaction(async (tx) => {
    const [group] = await tx.query<{ member_count: number }>('SELECT member_count FROM contact_groups WHERE contact_key = $1 FOR UPDATE', [contactKey]);
    if (!group || group.member_count < 2) throw notFound('duplicate-group-not-found', 'No registrations share this contact number.');
    const members = (
      await tx.query<{ registration_id: string }>('SELECT registration_id FROM registrations WHERE contact_key = $1 AND merged_into IS NULL', [contactKey])
    ).map((row) => row.registration_id);
    const judged = new Set(registrationIds);
    if (members.length !== judged.size || members.some((id) => !judged.has(id))) {
      throw conflict('duplicate-group-changed', 'The registrations with this contact number changed meanwhile: look at the group again.');
    }
    const ids = [...members].sort();
    const by = actor.email ?? actor.uid;
    const [held] = await tx.query<{ registration_ids: string[]; decided_by: string | null; decided_at: Date }>(
      'SELECT registration_ids, decided_by, decided_at FROM duplicate_verdicts WHERE contact_key = $1',
      [contactKey],
    );
    if (held && [...held.registration_ids].sort().join() === ids.join()) {
      return { contactNumber: contactKey, verdict: 'not_duplicate', registrationIds: ids, by: held.decided_by, at: toIsoString(held.decided_at) };
    }
    const [stored] = await tx.query<{ decided_at: Date }>(
      `INSERT INTO duplicate_verdicts (contact_key, registration_ids, decided_by) VALUES ($1, $2, $3)
       ON CONFLICT (contact_key) DO UPDATE SET registration_ids = excluded.registration_ids, decided_by = excluded.decided_by, decided_at = now()
       RETURNING decided_at`,
      [contactKey, ids, by],
    );
    await writeAuditEntry(tx, {
      actor,
      action: 'duplicate_group.not_duplicate',
      target: { type: 'contact_number', id: contactKey, label: contactKey },
      before: held ? { verdict: 'not_duplicate', registrationIds: [...held.registration_ids].sort() } : {},
      after: { verdict: 'not_duplicate', registrationIds: ids },
      note: null,
    });
    return { contactNumber: contactKey, verdict: 'not_duplicate', registrationIds: ids, by, at: toIsoString(stored!.decided_at) };
  });
}
