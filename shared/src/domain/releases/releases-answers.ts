import { z } from 'zod';
import { isoInstant } from '../common/answers';
import { RELEASE_STATUSES } from './releases';

// The answers of the release calls. Kept out of releases.ts, whose values the screens load, so that no
// answer schema reaches a screen's bundle: screens import these types only with `import type`.

const releaseVersionAnswerSchema = z.strictObject({
  version: z.string(),
  manifestUrl: z.string(),
  gitSha: z.string().nullable(),
  registeredAt: isoInstant,
  registeredBy: z.string(),
  status: z.enum(RELEASE_STATUSES),
});
export type ReleaseVersion = z.infer<typeof releaseVersionAnswerSchema>;

/** People who reported loading one version over the last hour (`loads`), and how many of them saw it fail (never more). */
const versionHealthSchema = z.strictObject({ version: z.string(), loads: z.number().int(), failures: z.number().int() });
export type VersionHealth = z.infer<typeof versionHealthSchema>;

const remoteReleaseShape = {
  remote: z.string(),
  rollout: z.strictObject({ version: z.string(), percent: z.number().int() }).nullable(),
  /** The version Roll back makes live when no rollout runs: the newest other one that was live and not rolled back since; null: none. */
  rollbackTarget: z.string().nullable(),
  versions: z.array(releaseVersionAnswerSchema),
  lastHour: z.array(versionHealthSchema),
};

/** A remote with a live version, as every Settings build reads it. */
export const liveRemoteReleaseSchema = z.strictObject({ ...remoteReleaseShape, live: z.strictObject({ version: z.string(), manifestUrl: z.string() }) });

/** A remote no version of which was promoted yet: browsers outside its rollout's buckets load none. */
export const unreleasedRemoteSchema = z.strictObject({ ...remoteReleaseShape, live: z.null() });

export type RemoteRelease = z.infer<typeof liveRemoteReleaseSchema> | z.infer<typeof unreleasedRemoteSchema>;

/**
 * GET /releases. Remotes never promoted are listed apart (`unreleased`), so that a Settings build from
 * before they could exist, which reads `data[].live.version`, still draws the others.
 */
export const releasesAnswerSchema = z.strictObject({ data: z.array(liveRemoteReleaseSchema), unreleased: z.array(unreleasedRemoteSchema) });
export type ReleasesAnswer = z.infer<typeof releasesAnswerSchema>;

/** GET /releases/remotes: remote name -> manifest URL, the shape of remotes.json, which the shell registers. */
export const remoteMapSchema = z.record(z.string(), z.string());
export type RemoteMap = z.infer<typeof remoteMapSchema>;
