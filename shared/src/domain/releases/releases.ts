import { z } from 'zod';
import { RELEASE_BUCKETS } from './release-routing';

// Module releases: which build of each remote the portal loads, rolled out to a share of browsers.

/** The version name the portal's starting builds are registered under (RELEASE_STARTING_REMOTES). */
export const STARTING_RELEASE_VERSION = 'initial';

/** A remote's package name, as the portal's remote list names it. */
export const remoteNameSchema = z.string().regex(/^mfe-[a-z0-9-]{1,60}$/, 'A module name such as mfe-payments');

/** Versions are names the team chooses (1.4.0, 2026-11-26.2), never reused. */
export const releaseVersionSchema = z
  .string()
  .min(1, 'Name the version')
  .max(64, 'A version of at most 64 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._+-]*$/, 'Letters, digits, dots, dashes, plus and underscores, starting with a letter or digit');

export const registerReleaseBodySchema = z.strictObject({
  remote: remoteNameSchema,
  version: releaseVersionSchema,
  manifestUrl: z.url({ protocol: /^https?$/, error: 'An http(s) URL of the build’s mf-manifest.json' }).max(2000, 'An address of at most 2000 characters'),
  gitSha: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/, 'A git commit hash (7 to 40 hex digits)')
    .optional(),
});
export type RegisterReleaseBody = z.infer<typeof registerReleaseBodySchema>;

export const releaseRemoteParamsSchema = z.strictObject({ remote: remoteNameSchema });

export const rolloutBodySchema = z.strictObject({
  version: releaseVersionSchema,
  percent: z.number().int('A whole percentage').min(1, 'At least 1%').max(100, 'At most 100%'),
});

export const remotesQuerySchema = z.strictObject({
  bucket: z.coerce
    .number()
    .int()
    .min(0)
    .max(RELEASE_BUCKETS - 1),
});

export const LOAD_STAGES = ['loaded', 'manifest', 'entry', 'contract', 'render'] as const;
export type LoadStage = (typeof LOAD_STAGES)[number];

/** What the shell reports: each remote load ('loaded') or failure (the stage it failed at). */
export const loadReportSchema = z.strictObject({
  remote: remoteNameSchema,
  version: releaseVersionSchema,
  stage: z.enum(LOAD_STAGES),
});
export type LoadReport = z.infer<typeof loadReportSchema>;

export const loadReportsBodySchema = z.strictObject({
  /** Sent by shells before reports needed a sign-in; accepted and ignored: who reports is the token's account. */
  account: z
    .string()
    .regex(/^[0-9a-f]{16,64}$/)
    .optional(),
  reports: z.array(loadReportSchema).min(1).max(100),
});
export type LoadReportsBody = z.infer<typeof loadReportsBodySchema>;

export const RELEASE_STATUSES = ['live', 'rollout', 'rolled_back', 'available'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];
