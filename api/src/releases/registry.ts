import type { AuditActor } from 'shared/domain/registrations/registration';
import { STARTING_RELEASE_VERSION, type RegisterReleaseBody, type ReleaseStatus } from 'shared/domain/releases/releases';
import type { ReleasesAnswer, RemoteMap, RemoteRelease } from 'shared/domain/releases/releases-answers';
import { RELEASE_BUCKETS, RELEASE_EVENT_PREFIX, RELEASE_REGISTRY_UID } from 'shared/domain/releases/release-routing';
import type { SettingsAuditAction } from 'shared/domain/audit/audit-actions';
import { writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { conflict, notFound } from '../http-error';
import { figuresPerVersion } from './load-reports';

const LAST_HOUR_MINUTES = 60;

/** The version name the portal's starting builds are registered under. */
export const STARTING_VERSION = STARTING_RELEASE_VERSION;

/** Who registered or switched a release: a signed-in superadmin, or a team's CI with the deploy token. */
export type ReleaseActor = AuditActor;

export const DEPLOY_TOKEN_ACTOR: ReleaseActor = { uid: 'release-token', email: 'deploy token', role: 'user' };

/** The registry itself, when browsers' reports make it roll a version back. */
export const RELEASE_REGISTRY_ACTOR: ReleaseActor = { uid: RELEASE_REGISTRY_UID, email: 'release registry', role: 'user' };

const releaseEventId = (remote: string) => `${RELEASE_EVENT_PREFIX}${remote}`;

interface RemoteRow {
  remote: string;
  /** Null until a first version is promoted: the remote is then served to nobody but its rollout's buckets. */
  live_version: string | null;
  rollout_version: string | null;
  rollout_percent: number | null;
  rollout_started_at: Date | null;
  promoted_at: Date | null;
  [column: string]: unknown;
}

interface VersionRow {
  remote: string;
  version: string;
  manifest_url: string;
  git_sha: string | null;
  registered_at: Date;
  registered_by: string;
  became_live_at: Date | null;
  rolled_back_at: Date | null;
  [column: string]: unknown;
}

const actorName = (actor: ReleaseActor | null) => actor?.email ?? actor?.uid ?? 'the portal';

async function audit(
  tx: Queryable,
  actor: ReleaseActor | null,
  action: SettingsAuditAction,
  remote: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  note: string | null = null,
): Promise<void> {
  await writeAuditEntry(tx, { actor, action, target: { type: 'module_release', id: remote, label: remote }, before, after, note });
  // Superadmins' Modules tab (and, for an automatic rollback, a notice) hear of it through the live feed.
  await tx.query(`SELECT notify_change('settings', $1, NULL, $2::json, NULL)`, [
    releaseEventId(remote),
    actor ? JSON.stringify({ uid: actor.uid, email: actor.email }) : null,
  ]);
}

/** Registers the portal's starting builds, once: a remote already known keeps what it has. */
export async function registerStartingVersions(db: Database, remotes: Record<string, string>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [remote, manifestUrl] of Object.entries(remotes)) {
      const inserted = await tx.query(
        `INSERT INTO release_versions (remote, version, manifest_url, registered_by, became_live_at)
         VALUES ($1, $2, $3, 'the portal', now()) ON CONFLICT DO NOTHING RETURNING remote`,
        [remote, STARTING_VERSION, manifestUrl],
      );
      if (inserted.length === 0) continue;
      await tx.query('INSERT INTO release_remotes (remote, live_version) VALUES ($1, $2) ON CONFLICT DO NOTHING', [remote, STARTING_VERSION]);
      await audit(tx, null, 'release.registered', remote, {}, { version: STARTING_VERSION, manifestUrl, live: true });
    }
  });
}

async function lockRemote(tx: Queryable, remote: string): Promise<RemoteRow> {
  const [row] = await tx.query<RemoteRow>('SELECT * FROM release_remotes WHERE remote = $1 FOR UPDATE', [remote]);
  if (!row) throw notFound('remote-not-found', `No module named ${remote} is registered.`);
  return row;
}

async function versionRow(tx: Queryable, remote: string, version: string): Promise<VersionRow> {
  const [row] = await tx.query<VersionRow>('SELECT * FROM release_versions WHERE remote = $1 AND version = $2', [remote, version]);
  if (!row) throw notFound('release-version-not-found', `${remote} has no version ${version}. Register the build first.`);
  return row;
}

/**
 * Registers a checked build, served to nobody until it is rolled out: a known remote keeps its live
 * version, and a new one has none (no browser loads it) until a version reaches 100%.
 */
export async function registerRelease(db: Database, body: RegisterReleaseBody, actor: ReleaseActor): Promise<void> {
  await db.transaction(async (tx) => {
    // The remote's row, when it exists, is locked first: a registration and a rollout of one remote queue.
    const [remote] = await tx.query<RemoteRow>('SELECT * FROM release_remotes WHERE remote = $1 FOR UPDATE', [body.remote]);
    const inserted = await tx.query(
      `INSERT INTO release_versions (remote, version, manifest_url, git_sha, registered_by)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING version`,
      [body.remote, body.version, body.manifestUrl, body.gitSha ?? null, actorName(actor)],
    );
    if (inserted.length === 0)
      throw conflict(
        'release-version-taken',
        `${body.remote} already has a version ${body.version}: versions are never reused. Register the build under a new version.`,
      );
    if (!remote) await tx.query('INSERT INTO release_remotes (remote) VALUES ($1)', [body.remote]);
    await audit(
      tx,
      actor,
      'release.registered',
      body.remote,
      {},
      { version: body.version, manifestUrl: body.manifestUrl, gitSha: body.gitSha ?? null, live: false },
    );
  });
}

/** The live version's predecessor: the newest other version that was live and was not rolled back since. */
async function rollbackTarget(tx: Queryable, remote: RemoteRow): Promise<string | null> {
  if (!remote.live_version) return null;
  const [row] = await tx.query<{ version: string }>(
    `SELECT version FROM release_versions
     WHERE remote = $1 AND version <> $2 AND became_live_at IS NOT NULL AND rolled_back_at IS NULL
     ORDER BY became_live_at DESC LIMIT 1`,
    [remote.remote, remote.live_version],
  );
  return row?.version ?? null;
}

const rolloutOf = (row: RemoteRow) => (row.rollout_version ? { version: row.rollout_version, percent: row.rollout_percent } : null);

/** Rolls a version out to `percent` of browsers; 100 makes it live, the live one before kept as the rollback target. */
export async function setRollout(db: Database, remote: string, version: string, percent: number, actor: ReleaseActor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockRemote(tx, remote);
    await versionRow(tx, remote, version);
    if (row.live_version === version) throw conflict('release-already-live', `${version} is already live for ${remote}.`);
    const before = { live: row.live_version, rollout: rolloutOf(row) };
    if (percent === 100) {
      await tx.query('UPDATE release_versions SET became_live_at = now(), rolled_back_at = NULL WHERE remote = $1 AND version = $2', [remote, version]);
      await tx.query(
        `UPDATE release_remotes SET live_version = $2, rollout_version = NULL, rollout_percent = NULL, rollout_started_at = NULL,
                promoted_at = now(), version = version + 1, updated_at = now() WHERE remote = $1`,
        [remote, version],
      );
      await audit(tx, actor, 'release.promoted', remote, before, { live: version, rollout: null });
      return;
    }
    // A different version under rollout is replaced; the same one keeps the time its rollout started.
    await tx.query('UPDATE release_versions SET rolled_back_at = NULL WHERE remote = $1 AND version = $2', [remote, version]);
    await tx.query(
      `UPDATE release_remotes SET rollout_version = $2, rollout_percent = $3,
              rollout_started_at = CASE WHEN rollout_version = $2 THEN rollout_started_at ELSE now() END,
              version = version + 1, updated_at = now() WHERE remote = $1`,
      [remote, version, percent],
    );
    await audit(tx, actor, 'release.rollout', remote, before, { live: row.live_version, rollout: { version, percent } });
  });
}

/**
 * Ends a rollout when one runs (live stays); otherwise returns live to the version before it.
 * `note` names the figures when the registry does it on its own.
 */
export async function rollBack(
  db: Database,
  remote: string,
  actor: ReleaseActor,
  automatic?: { version: string; note: string },
): Promise<{ live: string | null; rolledBack: string } | null> {
  return db.transaction(async (tx) => {
    const row = await lockRemote(tx, remote);
    // The rule saw figures of one version: if a person moved on meanwhile, nothing is done.
    if (automatic && automatic.version !== (row.rollout_version ?? row.live_version)) return null;
    const before = { live: row.live_version, rollout: rolloutOf(row) };
    const action = automatic ? 'release.auto-rollback' : 'release.rolled_back';
    if (row.rollout_version) {
      await tx.query('UPDATE release_versions SET rolled_back_at = now() WHERE remote = $1 AND version = $2', [remote, row.rollout_version]);
      await tx.query(
        `UPDATE release_remotes SET rollout_version = NULL, rollout_percent = NULL, rollout_started_at = NULL,
                version = version + 1, updated_at = now() WHERE remote = $1`,
        [remote],
      );
      await audit(tx, actor, action, remote, before, { live: row.live_version, rollout: null }, automatic?.note ?? null);
      return { live: row.live_version, rolledBack: row.rollout_version };
    }
    if (!row.live_version) throw conflict('nothing-to-roll-back', `${remote} is live for nobody and has no rollout: there is nothing to roll back.`);
    const target = await rollbackTarget(tx, row);
    if (!target) throw conflict('nothing-to-roll-back', `${remote} has no earlier version to roll back to.`);
    await tx.query('UPDATE release_versions SET rolled_back_at = now() WHERE remote = $1 AND version = $2', [remote, row.live_version]);
    await tx.query('UPDATE release_remotes SET live_version = $2, promoted_at = NULL, version = version + 1, updated_at = now() WHERE remote = $1', [
      remote,
      target,
    ]);
    await audit(tx, actor, action, remote, before, { live: target, rollout: null }, automatic?.note ?? null);
    return { live: target, rolledBack: row.live_version };
  });
}

function statusOf(remote: RemoteRow, version: VersionRow): ReleaseStatus {
  if (version.version === remote.live_version) return 'live';
  if (version.version === remote.rollout_version) return 'rollout';
  return version.rolled_back_at ? 'rolled_back' : 'available';
}

/** Every remote: live version, rollout, every registered version (newest first) and the last hour's people. */
/** Every remote's releases: those with a live version in `data`, the others in `unreleased`. */
export async function listReleases(db: Queryable): Promise<ReleasesAnswer> {
  const remotes = await db.query<RemoteRow>('SELECT * FROM release_remotes ORDER BY remote');
  const versions = await db.query<VersionRow>('SELECT * FROM release_versions ORDER BY remote, registered_at DESC, version DESC');
  const health = [...(await figuresPerVersion(db, LAST_HOUR_MINUTES)).values()];
  const targets = await Promise.all(remotes.map((remote) => rollbackTarget(db, remote)));
  const releases: RemoteRelease[] = remotes.map((remote, index) => {
    const own = versions.filter((version) => version.remote === remote.remote);
    const live = own.find((version) => version.version === remote.live_version);
    return {
      remote: remote.remote,
      live: live ? { version: live.version, manifestUrl: live.manifest_url } : null,
      rollout: remote.rollout_version ? { version: remote.rollout_version, percent: remote.rollout_percent! } : null,
      rollbackTarget: targets[index]!,
      versions: own.map((version) => ({
        version: version.version,
        manifestUrl: version.manifest_url,
        gitSha: version.git_sha,
        registeredAt: version.registered_at.toISOString(),
        registeredBy: version.registered_by,
        status: statusOf(remote, version),
      })),
      lastHour: health.filter((row) => row.remote === remote.remote).map(({ version, loads, failures }) => ({ version, loads, failures })),
    };
  });
  return {
    data: releases.filter((release) => release.live !== null),
    unreleased: releases.filter((release) => release.live === null),
  } as ReleasesAnswer;
}

/** The manifest of each remote, and its version, for a browser in `bucket`: a rollout at P% serves buckets 0 to P-1. */
export async function remotesForBucket(db: Queryable, bucket: number): Promise<{ remotes: RemoteMap; versions: Record<string, string> }> {
  const rows = await db.query<{ remote: string; version: string; manifest_url: string }>(
    `SELECT r.remote, v.version, v.manifest_url FROM release_remotes r
     JOIN release_versions v ON v.remote = r.remote
      AND v.version = CASE WHEN r.rollout_version IS NOT NULL AND $1 < r.rollout_percent THEN r.rollout_version ELSE r.live_version END
     ORDER BY r.remote`,
    [Math.min(Math.max(bucket, 0), RELEASE_BUCKETS - 1)],
  );
  return {
    remotes: Object.fromEntries(rows.map((row) => [row.remote, row.manifest_url])),
    versions: Object.fromEntries(rows.map((row) => [row.remote, row.version])),
  };
}
