import type { Auth } from 'firebase-admin/auth';
import type { Permission } from 'shared/domain/permissions';
import type { FeatureFlagKey } from 'shared/domain/settings';
import type { Config } from './config';
import type { Database } from './db/database';
import type { BulkJobRunner } from './registrations/bulk-job-runner';
import type { WorkScheduler } from './plugins/work-scheduler';
import type { StaffAccount } from './staff/staff-accounts';

import type { FastifyReply } from 'fastify';

/** One method and path the app answers, with the permission it demands (none: public). */
export interface RouteCatalogueEntry {
  method: string;
  url: string;
  permission: Permission | null;
  /** The feature flag the route needs on, if any. */
  feature: FeatureFlagKey | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    firebaseAuth: Auth;
    /** onRequest hook of the /admin routes (plugins/auth.ts). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Every route the app serves, in registration order (app.ts), so tests can cover them all. */
    routeCatalogue: RouteCatalogueEntry[];
    /** Slots for heavy calls, and light calls' right of way (plugins/work-scheduler.ts). */
    workScheduler: WorkScheduler;
    /** This instance's worker for bulk jobs kept in the database. */
    bulkJobs: BulkJobRunner;
  }
  interface FastifyRequest {
    /** The signed-in staff member; set on every /admin route by the auth plugin. */
    staff: StaffAccount | null;
  }
  interface FastifyContextConfig {
    /** Required on every /admin route: the permission a caller must hold. */
    permission?: Permission;
    /** A call that can make the API do a lot of work: it waits for a heavy slot (plugins/work-scheduler.ts). */
    heavy?: boolean | ((request: FastifyRequest) => boolean);
    /** The feature flag that must be on for this route to answer (plugins/feature-flags.ts). */
    feature?: FeatureFlagKey;
  }
}
