import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  DEFAULT_EVENT_HEARTBEAT_SECONDS,
  DEFAULT_EVENT_STREAM_SECONDS,
  DEFAULT_FAIR_SHARES,
  DEFAULT_TOKEN_RECHECK_SECONDS,
  defaultReleaseConfig,
  type Config,
  type TrustProxy,
} from './config';
import type { RouteCatalogueEntry } from './fastify-types';
import { authPlugin } from './plugins/auth';
import { configPlugin } from './plugins/config';
import { changeFeedPlugin } from './plugins/change-feed';
import { dbPlugin } from './plugins/db';
import { demoDataPlugin } from './plugins/demo-data';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { featureFlagsPlugin } from './plugins/feature-flags';
import { jsonBodyPlugin } from './plugins/json-body';
import { DOCS_PREFIX, openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { schemasPlugin } from './plugins/schemas';
import { securityHeadersPlugin } from './plugins/security-headers';
import { workSchedulerPlugin } from './plugins/work-scheduler';
import { BulkJobRunner } from './registrations/bulk-job-runner';
import { bulkJobRoutes } from './routes/bulk-jobs';
import { auditRoutes } from './routes/audit';
import { centerRoutes } from './routes/centers';
import { dashboardRoutes } from './routes/dashboard';
import { dataRoutes } from './routes/data';
import { eventRoutes, OpenEventStreams } from './routes/events';
import { exportDownloadRoutes } from './routes/export-downloads';
import { healthRoutes } from './routes/health';
import { profileRoutes } from './routes/profile';
import { registrationViewRoutes } from './routes/registration-views';
import { paymentRoutes } from './routes/payments';
import { messagesPlugin } from './plugins/messages';
import { messageRoutes } from './routes/messages';
import { receiptLinkRoutes } from './routes/receipt-links';
import { receiptRoutes } from './routes/receipts';
import { reconciliationRoutes } from './routes/reconciliation';
import { registrationMergeRoutes } from './routes/registration-merges';
import { registrationToolRoutes } from './routes/registration-tools';
import { notificationTemplateRoutes } from './routes/notification-templates';
import { registrationRoutes } from './routes/registrations';
import { releaseAdminRoutes, releasePublicRoutes } from './routes/releases';
import { registerStartingVersions } from './releases/registry';
import { passkeyRoutes } from './routes/passkeys';
import { sessionRoutes } from './routes/sessions';
import { settingsRoutes } from './routes/settings';
import { staffAccountRoutes } from './routes/staff-accounts';

// Request bodies here are a few fields; anything bigger is a mistake or an attack.
const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Fastify's trustProxy for the configured proxies. A hop count trusts that many nearest hops
 * (Fastify itself takes a number as "trust none"): right only when no client reaches the API
 * but through those proxies; otherwise name their addresses.
 */
const trustProxyOption = (trust: TrustProxy) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

/** A download link's path is its permission: the log records the call without it. */
export const withoutSecrets = (url: string) => url.replace(/^\/registrations-export\/[^?]*/, '/registrations-export/[token]');

/** Fastify's request line in the log, its address without secrets. */
const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** PGlite has one connection: one heavy call at a time; a pool gives a few their own connection. */
const defaultHeavySlots = (config: Config) => (config.database.engine === 'pglite' ? 1 : 2);

/** The whole API, ready to listen: database migrated, demo data seeded when configured. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: logSerializers },
    bodyLimit: BODY_LIMIT_BYTES,
    // Start-up work (opening PGlite, migrating, seeding demo data) has no fixed length and on a
    // busy machine outlasts Fastify's 10 s default; the steps that wait on others have their own
    // time limits (database connection, Firebase calls).
    pluginTimeout: 0,
    trustProxy: trustProxyOption(config.trustProxy ?? false),
    // A path parameter may hold a 128-character Firebase uid; the router's default stops at 100.
    routerOptions: { maxParamLength: 256 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  try {
    app.decorate('routeCatalogue', []);
    app.addHook('onRoute', (route) => {
      // The document's own routes (plugins/openapi.ts) are not calls of the API.
      if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const { params, querystring, body } = (route.schema ?? {}) as RouteCatalogueEntry['accepts'];
        app.routeCatalogue.push({
          method,
          url: route.url,
          permission: route.config?.permission ?? null,
          feature: route.config?.feature ?? null,
          secondFactor: route.config?.secondFactor ?? null,
          accepts: { params, querystring, body, bodyLimit: route.bodyLimit ?? BODY_LIMIT_BYTES },
        });
      }
    });
    await app.register(configPlugin, { config });
    await app.register(schemasPlugin);
    await app.register(errorsPlugin);
    await app.register(jsonBodyPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(cors, {
      origin: config.corsOrigins,
      // PATCH: renaming a passkey (Profile > Security), the first the portal sends.
      methods: ['GET', 'PUT', 'PATCH', 'POST', 'DELETE', 'OPTIONS'],
      // Last-Event-ID: a reconnecting event stream (GET /admin/events) names the last event it heard.
      allowedHeaders: ['Authorization', 'Content-Type', 'Last-Event-ID'],
      // Every call sends the token, so every new address needs a preflight first: a browser may
      // keep its answer this long (Chromium's limit, two hours) instead of its own default of 5 s.
      maxAge: 7200,
    });
    await app.register(dbPlugin, { database: config.database });
    await app.register(changeFeedPlugin);
    app.decorate('fairShares', { ...DEFAULT_FAIR_SHARES, ...config.fairShares });
    app.decorate('eventStreams', new OpenEventStreams(app.fairShares.eventStreamsPerAccount));
    await app.register(workSchedulerPlugin, {
      heavySlots: config.heavyCallsAtOnce ?? defaultHeavySlots(config),
      heavyCallsPerAccount: app.fairShares.heavyCallsPerAccount,
      uploadsPerAccount: app.fairShares.uploadsPerAccount,
      ...(config.uploadsAtOnce !== undefined && { uploadsAtOnce: config.uploadsAtOnce }),
    });
    app.decorate('bulkJobs', new BulkJobRunner(app.db, app.workScheduler, app.log));
    app.addHook('preClose', () => app.bulkJobs.close());
    await app.register(messagesPlugin);
    // Before the auth plugin, which counts each request against its account.
    await app.register(rateLimitPlugin, { limits: config.rateLimit ?? null });
    await app.register(authPlugin, {
      projectId: config.firebaseProjectId,
      tokenRecheckSeconds: config.tokenRecheckSeconds ?? DEFAULT_TOKEN_RECHECK_SECONDS,
      authFailuresPerMinute: config.rateLimit?.authFailuresPerMinute ?? 0,
    });
    await app.register(featureFlagsPlugin);
    if (config.demoData) await app.register(demoDataPlugin, { demoData: config.demoData });
    await app.register(openApiPlugin);
    await app.register(healthRoutes);
    await app.register(profileRoutes);
    await app.register(exportDownloadRoutes);
    await app.register(receiptLinkRoutes);
    const releases = { ...defaultReleaseConfig(), ...config.releases };
    await registerStartingVersions(app.db, releases.startingRemotes);
    await app.register(releasePublicRoutes(releases));
    // Beside the /admin scope below: its calls also take the deploy token instead of a sign-in.
    await app.register(releaseAdminRoutes(releases), { prefix: '/admin' });
    await app.register(
      async (admin) => {
        admin.addHook('onRequest', admin.authenticate);
        await admin.register(registrationRoutes);
        await admin.register(registrationToolRoutes);
        await admin.register(registrationMergeRoutes);
        await admin.register(registrationViewRoutes);
        await admin.register(bulkJobRoutes);
        await admin.register(dashboardRoutes);
        await admin.register(paymentRoutes);
        await admin.register(receiptRoutes);
        await admin.register(reconciliationRoutes, { backgroundLines: config.statementBackgroundLines });
        await admin.register(auditRoutes);
        await admin.register(settingsRoutes);
        await admin.register(centerRoutes);
        await admin.register(notificationTemplateRoutes);
        await admin.register(staffAccountRoutes);
        await admin.register(sessionRoutes);
        await admin.register(passkeyRoutes);
        await admin.register(dataRoutes);
        await admin.register(messageRoutes);
        await admin.register(
          eventRoutes({
            heartbeatMs: (config.eventStreams?.heartbeatSeconds ?? DEFAULT_EVENT_HEARTBEAT_SECONDS) * 1000,
            maxStreamMs: (config.eventStreams?.maxStreamSeconds ?? DEFAULT_EVENT_STREAM_SECONDS) * 1000,
            writeDeadlineMs: app.fairShares.writeDeadlineSeconds * 1000,
          }),
        );
      },
      { prefix: '/admin' },
    );
    await app.ready();
    // Jobs left queued, or by an instance that stopped, start now rather than at the first poll.
    app.bulkJobs.wake();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
