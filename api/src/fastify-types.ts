import type { Auth } from 'firebase-admin/auth';
import type { Permission } from 'shared/domain/permissions';
import type { Config } from './config';
import type { Database } from './db/database';
import type { StaffAccount } from './staff/staff-accounts';

import type { FastifyRequest } from 'fastify';

/** One method and path the app answers, with the permission it demands (none: public). */
export interface RouteCatalogueEntry {
  method: string;
  url: string;
  permission: Permission | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    firebaseAuth: Auth;
    /** onRequest hook of the /admin routes (plugins/auth.ts). */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Every route the app serves, in registration order (app.ts), so tests can cover them all. */
    routeCatalogue: RouteCatalogueEntry[];
  }
  interface FastifyRequest {
    /** The signed-in staff member; set on every /admin route by the auth plugin. */
    staff: StaffAccount | null;
  }
  interface FastifyContextConfig {
    /** Required on every /admin route: the permission a caller must hold. */
    permission?: Permission;
  }
}
