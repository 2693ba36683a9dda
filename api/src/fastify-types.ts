import type { Auth } from 'firebase-admin/auth';
import type { ZodType } from 'zod';
import type { Permission } from 'shared/domain/common/permissions';
import type { FeatureFlagKey } from 'shared/platform/settings/featureFlags';
import type { Config, FairShares } from './config';
import type { Database } from './db/database';
import type { ChangeFeed } from './plugins/change-feed';
import type { MessageDelivery } from './messages/delivery';
import type { BulkJobRunner } from './registrations/bulk-job-runner';
import type { WorkScheduler } from './plugins/work-scheduler';
import type { OpenEventStreams } from './routes/events';
import type { SecondFactorRule } from './auth/second-factor';
import type { SecondFactorPolicy, StaffAccount } from './staff/staff-accounts';

import type { FastifyReply } from 'fastify';

/** One method and path the app answers, with the permission it demands (none: public). */
export interface RouteCatalogueEntry {
  method: string;
  url: string;
  permission: Permission | null;
  /** The feature flag the route needs on, if any. */
  feature: FeatureFlagKey | null;
  /** What the route asks of the session's second factor beyond the orgWide2FA gate, if anything (auth/second-factor.ts). */
  secondFactor: SecondFactorRule | null;
  /** What the route accepts, as declared: its request schemas and its body limit in bytes (the fuzzer's oracle). */
  accepts: { params?: ZodType; querystring?: ZodType; body?: ZodType; bodyLimit: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    firebaseAuth: Auth;
    /** onRequest hook of the /admin routes (plugins/auth.ts). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Counts the request against `key` (`uid:<uid>` or `ip:<address>`); throws the 429 past the limit (plugins/rate-limit.ts). */
    countRequest: (request: FastifyRequest, reply: FastifyReply, key: string) => Promise<void>;
    /** Every route the app serves, in registration order (app.ts), so tests can cover them all. */
    routeCatalogue: RouteCatalogueEntry[];
    /** Slots for heavy calls, and light calls' right of way (plugins/work-scheduler.ts). */
    workScheduler: WorkScheduler;
    /** This instance's LISTEN connection to the database's change feed, fanned out to event streams. */
    changeFeed: ChangeFeed;
    /** This instance's worker for bulk jobs kept in the database. */
    bulkJobs: BulkJobRunner;
    /** This instance's worker delivering the outbox's messages (plugins/messages.ts). */
    messageDelivery: MessageDelivery;
    /** What one account may hold at once (config.ts), defaults filled in. */
    fairShares: FairShares;
    /** The GET /admin/events streams open on this instance, by account. */
    eventStreams: OpenEventStreams;
  }
  interface FastifyRequest {
    /** The signed-in staff member; set on every /admin route by the auth plugin. */
    staff: StaffAccount | null;
    /**
     * The session (sign-in) making the call, set with `staff` (auth/sessions.ts): when it last passed its
     * second factor, what decides whether it must (auth/second-factor.ts), and whether this call is a
     * money action ('step-up') it passed within the window: its audit entries record the passkey.
     */
    staffSession: { id: string; secondFactorAt: Date | null; secondFactor: SecondFactorPolicy; stepUpConfirmed: boolean } | null;
    /** What the request counts against (plugins/rate-limit.ts); null: its address. */
    rateLimitKey: string | null;
  }
  interface FastifyContextConfig {
    /** Required on every /admin route: the permission a caller must hold. */
    permission?: Permission;
    /** A call that can make the API do a lot of work: counted against its account's share, it waits for a heavy slot (plugins/work-scheduler.ts). */
    heavy?: boolean | ((request: FastifyRequest) => boolean);
    /** A heavy call whose answer streams: it takes a heavy slot for each batch it reads rather than one for the whole answer. */
    streamed?: boolean | ((request: FastifyRequest) => boolean);
    /** Open for minutes (an event stream, a download by link): not a light call that heavy work should wait for. */
    longLived?: boolean;
    /** The feature flag that must be on for this route to answer (plugins/feature-flags.ts). */
    feature?: FeatureFlagKey;
    /** What the route asks of the session's second factor (auth/second-factor.ts); absent: only the orgWide2FA gate. */
    secondFactor?: SecondFactorRule;
  }
}
