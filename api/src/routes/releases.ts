import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loadReportsBodySchema,
  registerReleaseBodySchema,
  releaseRemoteParamsSchema,
  remotesQuerySchema,
  rolloutBodySchema,
} from 'shared/domain/releases/releases';
import { releasesAnswerSchema, remoteMapSchema } from 'shared/domain/releases/releases-answers';
import { formatReleaseVersions, RELEASE_VERSIONS_HEADER } from 'shared/domain/releases/release-routing';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import type { ReleaseConfig } from '../config';
import { tooManyRequests } from '../http-error';
import { actorOf, signedInStaff } from '../plugins/auth';
import { InProcessCounts } from '../plugins/rate-limit-store';
import { checkReleases } from '../releases/auto-rollback';
import { recordLoadReports } from '../releases/load-reports';
import { checkManifest } from '../releases/manifest-check';
import { DEPLOY_TOKEN_ACTOR, listReleases, registerRelease, remotesForBucket, rollBack, setRollout, type ReleaseActor } from '../releases/registry';
import { answers, noContent } from '../route-answers';

// Browsers may keep the remote map this long: a rollout reaches everyone within seconds, and a
// portal opened by a whole office at once asks the API once per browser, not per reload.
const REMOTES_MAX_AGE_SECONDS = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The deploy token, compared in constant time (both sides hashed to one length first). */
function isDeployToken(request: FastifyRequest, token: string | null): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return Boolean(token && match && timingSafeEqual(sha256(match[1]!), sha256(token)));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a release call made with the deploy token instead of a sign-in. */
    deployToken?: boolean;
  }
}

const releaseActor = (request: FastifyRequest): ReleaseActor => (request.deployToken ? DEPLOY_TOKEN_ACTOR : actorOf(request));

/**
 * The module release registry under /admin/releases: a superadmin (settings permission), or a
 * team's CI with the deploy token (RELEASE_TOKEN). Every write is audited with who, what, from and to.
 */
export function releaseAdminRoutes(releases: ReleaseConfig): FastifyPluginAsyncZod {
  return async (app) => {
    // The deploy token is not a person: it skips authenticate, and with it the passkey check a
    // person's rollout or rollback needs ('step-up'); audited as the deploy token all the same.
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (isDeployToken(request, releases.token)) {
        request.deployToken = true;
        await app.countRequest(request, reply, 'release-token');
        return;
      }
      await app.authenticate(request, reply);
    });

    app.get(
      '/releases',
      {
        schema: {
          description:
            'Every remote: its live version (null until one is promoted), its rollout, every registered version (newest first) and, per version over the last hour, `loads`: the signed-in people who reported loading it, `failures`: how many of them saw a load fail.',
          querystring: noQuerySchema,
          response: answers({ 200: releasesAnswerSchema }),
        },
        config: { permission: 'settings' },
      },
      async () => listReleases(app.db),
    );

    app.post(
      '/releases',
      {
        schema: {
          description:
            "Registers a build at an immutable manifest URL; no browser loads it until it is rolled out (`PUT /admin/releases/{remote}/rollout`), a remote new to the registry included: until one of its versions reaches 100% it is live for nobody and absent from `GET /releases/remotes` outside its rollout's buckets. 422 when the manifest does not answer, is not a Module Federation manifest, names another remote (its `name` must be the remote's container name, `mfe-payments` -> `mfe_payments`), is not on an allowed release origin (RELEASE_ORIGINS), or needs a newer platform contract major than the shell's; 409 when the remote has that version already. Audited as `release.registered`.",
          body: registerReleaseBodySchema,
          querystring: noQuerySchema,
          response: answers({ 201: releasesAnswerSchema }),
        },
        config: { permission: 'settings' },
      },
      async (request, reply) => {
        await checkManifest(request.body.remote, request.body.manifestUrl, releases.origins);
        await registerRelease(app.db, request.body, releaseActor(request));
        return reply.code(201).send(await listReleases(app.db));
      },
    );

    app.put(
      '/releases/:remote/rollout',
      {
        schema: {
          description:
            'Rolls a registered version out to `percent` of browsers (buckets below it); 100 promotes it to live, the live version before it kept as the rollback target. Replaces another version under rollout. Audited as `release.rollout` or `release.promoted`.',
          params: releaseRemoteParamsSchema,
          body: rolloutBodySchema,
          querystring: noQuerySchema,
          response: answers({ 200: releasesAnswerSchema }),
        },
        config: { permission: 'settings', secondFactor: 'step-up' },
      },
      async (request) => {
        await setRollout(app.db, request.params.remote, request.body.version, request.body.percent, releaseActor(request));
        return listReleases(app.db);
      },
    );

    app.post(
      '/releases/:remote/rollback',
      {
        schema: {
          description:
            'Ends the rollout when one runs (live stays); otherwise returns live to the version before it. 409 when there is nothing to roll back to. Audited as `release.rolled_back`.',
          params: releaseRemoteParamsSchema,
          querystring: noQuerySchema,
          response: answers({ 200: releasesAnswerSchema }),
        },
        config: { permission: 'settings', secondFactor: 'step-up' },
      },
      async (request) => {
        await rollBack(app.db, request.params.remote, releaseActor(request));
        return listReleases(app.db);
      },
    );
  };
}

const REPORTS_WINDOW_MS = 60_000;

/** What the shell asks before loading remotes (no sign-in), and where signed-in browsers report how they loaded. */
export function releasePublicRoutes(releases: ReleaseConfig): FastifyPluginAsyncZod {
  return async (app) => {
    // The reports' own limit, per person and per address, counted beside the request limit (which
    // allows far more): both count every batch, and past either the batch answers 429. Like every
    // request limit it is off in an app configured without limits (the test apps).
    const reportsPerMinute = app.config.rateLimit ? releases.reportsPerMinute : null;
    const reportBatches = new InProcessCounts();
    const countReportBatch = async (request: FastifyRequest, reply: FastifyReply) => {
      if (reportsPerMinute === null) return;
      const counted = [`uid:${signedInStaff(request).uid}`, `ip:${request.ip}`].map((key) => reportBatches.count(key, REPORTS_WINDOW_MS));
      const over = counted.filter(({ current }) => current > reportsPerMinute);
      if (over.length === 0) return;
      const retryAfter = Math.max(1, ...over.map(({ ttl }) => Math.ceil(ttl / 1000)));
      reply.header('retry-after', retryAfter);
      throw tooManyRequests(retryAfter);
    };

    app.get(
      '/releases/remotes',
      {
        schema: {
          description: `The name-to-manifest map (as remotes.json) for a browser in \`bucket\` (0-99): a version under rollout at P% serves buckets below P. Each entry's version is in the \`${RELEASE_VERSIONS_HEADER}\` header. Cached ${REMOTES_MAX_AGE_SECONDS} s.`,
          querystring: remotesQuerySchema,
          response: answers({ 200: remoteMapSchema }),
        },
      },
      async (request, reply) => {
        const { remotes, versions } = await remotesForBucket(app.db, request.query.bucket);
        return reply
          .header('cache-control', `public, max-age=${REMOTES_MAX_AGE_SECONDS}`)
          .header(RELEASE_VERSIONS_HEADER, formatReleaseVersions(versions))
          .header('access-control-expose-headers', RELEASE_VERSIONS_HEADER)
          .send(remotes);
      },
    );

    app.post(
      '/releases/reports',
      {
        schema: {
          description:
            "A signed-in browser's reports of remote loads, batched (1-100): `loaded`, or the stage a load failed at (`manifest`, `entry`, `contract`, `render`). Counted per person (the token's account, stored as a hash) and remote version: any report is one load attempt and any but `loaded` one failure, so a person counts at most once as loaded and once as failed per version however often they report; the latest report's time says whether they count in a window. Versions the registry does not know are ignored; `account` (sent by older shells) is ignored. 401 without a valid sign-in, counting nothing. RELEASE_REPORTS_PER_MINUTE batches a minute per person and per address, per instance.",
          body: loadReportsBodySchema,
          querystring: noQuerySchema,
          response: answers({ 204: noContent }),
        },
        config: { permission: 'read' },
        onRequest: [app.authenticate, countReportBatch],
      },
      async (request, reply) => {
        await recordLoadReports(app.db, signedInStaff(request).uid, request.body.reports);
        return reply.code(204).send();
      },
    );

    // The automatic rollback: checked every few seconds on every instance (the remote's row lock
    // makes two instances' checks queue, and the second finds nothing left to roll back).
    let checking: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      checking = checkReleases(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'The release check failed; it runs again shortly'));
    }, releases.checkSeconds * 1000);
    timer.unref();
    // Before the database closes: a check under way finishes first.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await checking;
    });
  };
}
