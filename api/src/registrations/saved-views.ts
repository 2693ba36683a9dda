import { can } from 'shared/domain/common/permissions';
import { MAX_SAVED_VIEWS_PER_PERSON, type RegistrationViewBody } from 'shared/domain/profile/preferences';
import { registrationViewSchema, type RegistrationView, type RegistrationViews } from 'shared/domain/profile/preferences-answers';
import type { Role } from 'shared/domain/common/enums';
import type { Database, Queryable } from '../db/database';
import { conflict, forbidden, notFound } from '../http-error';
import { changedFields, writeAuditEntry } from '../audit/audit-log';
import { refuseChangedServerOwnedFields } from '../server-owned-fields';

// The registrations list's saved views. Anyone with a role keeps views of their own (at most
// MAX_SAVED_VIEWS_PER_PERSON); a view shared with the organisation is seen by everyone, and sharing
// one, or changing or deleting a shared one, needs the admin permission and is audited.

interface Viewer {
  uid: string;
  email: string | null;
  role: Role;
}

interface ViewRow {
  id: string;
  owner_uid: string;
  owner_name: string | null;
  name: string;
  query: string;
  shared: boolean;
  [column: string]: unknown;
}

const VIEW_SELECT = `SELECT v.id, v.owner_uid, coalesce(s.display_name, s.email, v.owner_uid) AS owner_name, v.name, v.query, v.shared
  FROM registration_views v JOIN staff_accounts s ON s.uid = v.owner_uid`;

const NO_SUCH_VIEW = 'No such view';
const SHARING_NEEDS_ADMIN = 'Sharing a view with the organisation needs the admin permission.';

/** Own views while they are personal; views that are or become shared, for admins only. */
const mayChange = (viewer: Viewer, view: { owner_uid: string; shared: boolean }) =>
  can(viewer.role, 'admin') ? view.owner_uid === viewer.uid || view.shared : view.owner_uid === viewer.uid && !view.shared;

const toView = (viewer: Viewer, row: ViewRow): RegistrationView => ({
  id: row.id,
  name: row.name,
  query: row.query,
  shared: row.shared,
  ownerName: row.owner_name ?? row.owner_uid,
  editable: mayChange(viewer, row),
});

/** A view the viewer can see (their own or a shared one), or 404: another person's personal view does not exist for them. */
async function visibleView(db: Queryable, viewer: Viewer, id: string, lock = false): Promise<ViewRow> {
  const [row] = await db.query<ViewRow>(`${VIEW_SELECT} WHERE v.id = $1 AND (v.owner_uid = $2 OR v.shared)${lock ? ' FOR UPDATE OF v' : ''}`, [id, viewer.uid]);
  if (!row) throw notFound('view-not-found', NO_SUCH_VIEW);
  return row;
}

export async function listViews(db: Queryable, viewer: Viewer): Promise<RegistrationViews> {
  const rows = await db.query<ViewRow>(`${VIEW_SELECT} WHERE v.owner_uid = $1 OR v.shared ORDER BY lower(v.name), v.id`, [viewer.uid]);
  const [preference] = await db.query<{ default_view_id: string | null }>('SELECT default_view_id FROM staff_preferences WHERE uid = $1', [viewer.uid]);
  const data = rows.map((row) => toView(viewer, row));
  // A default view since unshared by its owner is no longer there for this person.
  const defaultViewId = data.some((view) => view.id === preference?.default_view_id) ? preference!.default_view_id : null;
  return { data, defaultViewId };
}

/** A shared view's change, audited: who shared, changed or unshared what the organisation sees. */
async function auditSharedView(
  tx: Queryable,
  viewer: Viewer,
  action: 'shared_view.created' | 'shared_view.updated' | 'shared_view.deleted',
  view: { id: string; name: string },
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  await writeAuditEntry(tx, {
    actor: { uid: viewer.uid, email: viewer.email, role: viewer.role },
    action,
    target: { type: 'saved_view', id: view.id, label: view.name },
    ...change,
    note: null,
  });
}

const auditedFields = (view: { name: string; query: string; shared: boolean }) => ({ name: view.name, query: view.query, shared: view.shared });

export async function createView(db: Database, viewer: Viewer, body: RegistrationViewBody): Promise<RegistrationView> {
  if (body.shared && !can(viewer.role, 'admin')) throw forbidden('shared-view-needs-admin', SHARING_NEEDS_ADMIN);
  return db.transaction(async (tx) => {
    // One save at a time per person, so that two at once cannot both pass the count.
    await tx.query('SELECT uid FROM staff_accounts WHERE uid = $1 FOR UPDATE', [viewer.uid]);
    const [{ kept }] = (await tx.query<{ kept: number }>('SELECT count(*)::int AS kept FROM registration_views WHERE owner_uid = $1', [viewer.uid])) as [
      { kept: number },
    ];
    if (kept >= MAX_SAVED_VIEWS_PER_PERSON) {
      throw conflict(
        'too-many-saved-views',
        `You have ${MAX_SAVED_VIEWS_PER_PERSON} saved views, the most one person can keep. Delete one you no longer use, then save this one.`,
      );
    }
    const [{ id }] = (await tx.query<{ id: string }>('INSERT INTO registration_views (owner_uid, name, query, shared) VALUES ($1, $2, $3, $4) RETURNING id', [
      viewer.uid,
      body.name,
      body.query,
      body.shared,
    ])) as [{ id: string }];
    if (body.shared) await auditSharedView(tx, viewer, 'shared_view.created', { id, name: body.name }, { before: {}, after: auditedFields(body) });
    return toView(viewer, await visibleView(tx, viewer, id));
  });
}

export async function updateView(db: Database, viewer: Viewer, id: string, body: RegistrationViewBody): Promise<RegistrationView> {
  return db.transaction(async (tx) => {
    const current = await visibleView(tx, viewer, id, true);
    if (!mayChange(viewer, current) || !mayChange(viewer, { owner_uid: current.owner_uid, shared: body.shared })) {
      throw body.shared || current.shared
        ? forbidden('shared-view-needs-admin', SHARING_NEEDS_ADMIN)
        : forbidden('view-owner-only', 'Only its owner can change this view.');
    }
    refuseChangedServerOwnedFields(body, toView(viewer, current), registrationViewSchema);
    const change = changedFields(auditedFields(current), auditedFields(body));
    if (!change) return toView(viewer, current);
    await tx.query('UPDATE registration_views SET name = $2, query = $3, shared = $4, updated_at = now() WHERE id = $1', [
      id,
      body.name,
      body.query,
      body.shared,
    ]);
    if (current.shared || body.shared) await auditSharedView(tx, viewer, 'shared_view.updated', { id, name: body.name }, change);
    return toView(viewer, await visibleView(tx, viewer, id));
  });
}

export async function deleteView(db: Database, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await visibleView(tx, viewer, id, true);
    if (!mayChange(viewer, current))
      throw current.shared
        ? forbidden('shared-view-needs-admin', 'Deleting a shared view needs the admin permission.')
        : forbidden('view-owner-only', 'Only its owner can delete this view.');
    await tx.query('DELETE FROM registration_views WHERE id = $1', [id]);
    if (current.shared) await auditSharedView(tx, viewer, 'shared_view.deleted', { id, name: current.name }, { before: auditedFields(current), after: {} });
  });
}

/** The view the list opens with for this person: one they can see, or none. */
export async function setDefaultView(db: Database, viewer: Viewer, id: string | null): Promise<RegistrationViews> {
  if (id) await visibleView(db, viewer, id);
  await db.query(
    `INSERT INTO staff_preferences (uid, default_view_id) VALUES ($1, $2)
     ON CONFLICT (uid) DO UPDATE SET default_view_id = EXCLUDED.default_view_id, updated_at = now()`,
    [viewer.uid, id],
  );
  return listViews(db, viewer);
}
