import { z } from 'zod';
import { isoInstant } from './answers';
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

export const remoteReleaseSchema = z.strictObject({
  remote: z.string(),
  /** null: no version was promoted yet, and browsers outside the rollout's buckets load none. */
  live: z.strictObject({ version: z.string(), manifestUrl: z.string() }).nullable(),
  rollout: z.strictObject({ version: z.string(), percent: z.number().int() }).nullable(),
  /** The version Roll back makes live when no rollout runs: the newest other one that was live and not rolled back since; null: none. */
  rollbackTarget: z.string().nullable(),
  versions: z.array(releaseVersionAnswerSchema),
  lastHour: z.array(versionHealthSchema),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

/** GET /releases */
export const releasesAnswerSchema = z.strictObject({ data: z.array(remoteReleaseSchema) });

/** GET /releases/remotes: remote name -> manifest URL, the shape of remotes.json, which the shell registers. */
export const remoteMapSchema = z.record(z.string(), z.string());
export type RemoteMap = z.infer<typeof remoteMapSchema>;
