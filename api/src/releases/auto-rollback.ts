import type { ReleaseSettings } from 'shared/domain/settings/settings';
import type { Database, Queryable } from '../db/database';
import { readReleaseSettings } from '../settings/portal-settings';
import { figuresKey, figuresPerVersion, type Figures } from './load-reports';
import { RELEASE_REGISTRY_ACTOR, rollBack } from './registry';

/**
 * Whether a watched version has failed enough to be rolled back: at least `minLoads` people loaded
 * it, at least `failurePercent` of them saw it fail, and at least `marginPoints` above the version it
 * replaces (whose rate counts as 0 without loads). Whole numbers only: 20% is exactly 20%.
 */
export function failsTheRule(watched: Figures, replaced: Figures, settings: ReleaseSettings): boolean {
  if (watched.loads < settings.minLoads) return false;
  if (watched.failures * 100 < settings.failurePercent * watched.loads) return false;
  if (replaced.loads === 0) return watched.failures * 100 >= settings.marginPoints * watched.loads;
  // failures/loads - replacedFailures/replacedLoads >= margin/100, multiplied out.
  return (watched.failures * replaced.loads - replaced.failures * watched.loads) * 100 >= settings.marginPoints * watched.loads * replaced.loads;
}

const percent = (figures: Figures) => (figures.loads === 0 ? 0 : Math.round((figures.failures * 1000) / figures.loads) / 10);

interface Watched {
  remote: string;
  watched: string;
  replaced: string | null;
}

/**
 * Versions under watch: each rollout, and each live version promoted less than
 * `watchMinutesAfterPromotion` ago that has a version before it to go back to (a remote's first
 * live version has none: rolled back, the remote would be served to nobody).
 */
async function watchedVersions(db: Queryable, settings: ReleaseSettings): Promise<Watched[]> {
  return db.query<Watched & Record<string, unknown>>(
    `SELECT r.remote, r.rollout_version AS watched, r.live_version AS replaced FROM release_remotes r WHERE r.rollout_version IS NOT NULL
     UNION ALL
     SELECT * FROM (
       SELECT r.remote, r.live_version AS watched,
              (SELECT v.version FROM release_versions v
               WHERE v.remote = r.remote AND v.version <> r.live_version AND v.became_live_at IS NOT NULL AND v.rolled_back_at IS NULL
               ORDER BY v.became_live_at DESC LIMIT 1) AS replaced
       FROM release_remotes r
       WHERE r.rollout_version IS NULL AND r.promoted_at > now() - make_interval(mins => $1)
     ) promoted WHERE replaced IS NOT NULL`,
    [settings.watchMinutesAfterPromotion],
  );
}

/** Checks every watched version once; rolls back each that fails the rule. Answers what was rolled back. */
export async function checkReleases(db: Database): Promise<{ remote: string; version: string }[]> {
  const settings = await readReleaseSettings(db);
  const figures = await figuresPerVersion(db, settings.windowMinutes);
  const figuresOf = (remote: string, version: string | null): Figures => (version && figures.get(figuresKey(remote, version))) || { loads: 0, failures: 0 };
  const rolledBack: { remote: string; version: string }[] = [];
  for (const { remote, watched, replaced } of await watchedVersions(db, settings)) {
    const [mine, theirs] = [figuresOf(remote, watched), figuresOf(remote, replaced)];
    if (!failsTheRule(mine, theirs, settings)) continue;
    const note =
      `${watched}: ${mine.failures} of ${mine.loads} people failed to load it (${percent(mine)}%) in the last ${settings.windowMinutes} minutes; ` +
      `${replaced ?? 'no version before'}: ${theirs.failures} of ${theirs.loads} (${percent(theirs)}%).`;
    if (await rollBack(db, remote, RELEASE_REGISTRY_ACTOR, { version: watched, note })) rolledBack.push({ remote, version: watched });
  }
  return rolledBack;
}
