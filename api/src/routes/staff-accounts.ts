import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { noQuerySchema } from 'shared/domain/schemas';
import { inviteBodySchema, roleChangeBodySchema, staffAccountParamsSchema } from 'shared/domain/settings';
import { actorOf } from '../plugins/auth';
import { changeStaffRole, inviteStaff, listStaffAccounts, removeStaff } from '../staff/staff-management';

type UidParams = z.infer<typeof staffAccountParamsSchema>;

/** The Users tab, under /admin (superadmin): staff accounts, invitations, role changes, removal. */
export const staffAccountRoutes: FastifyPluginAsync = async (app) => {
  const config = { permission: 'settings' } as const;

  // After setting a password the invitee lands on the portal's sign-in page, when the call came from the portal.
  const signInUrl = (request: FastifyRequest): string | null => {
    const origin = request.headers.origin;
    return origin && app.config.corsOrigins.includes(origin) ? `${origin}/auth/sign-in` : null;
  };

  app.get('/staff-accounts', { schema: { querystring: noQuerySchema }, config }, async () => ({ data: await listStaffAccounts(app.db) }));

  app.post<{ Body: z.output<typeof inviteBodySchema> }>(
    '/staff-accounts',
    { schema: { body: inviteBodySchema, querystring: noQuerySchema }, config },
    async (request, reply) => reply.status(201).send(
      await inviteStaff(app.db, app.firebaseAuth, request.body, actorOf(request), signInUrl(request)),
    ),
  );

  app.put<{ Params: UidParams; Body: z.infer<typeof roleChangeBodySchema> }>(
    '/staff-accounts/:uid/role',
    { schema: { params: staffAccountParamsSchema, body: roleChangeBodySchema, querystring: noQuerySchema }, config },
    async (request) => changeStaffRole(app.db, app.firebaseAuth, request.params.uid, request.body.role, actorOf(request)),
  );

  app.delete<{ Params: UidParams }>(
    '/staff-accounts/:uid',
    { schema: { params: staffAccountParamsSchema, querystring: noQuerySchema }, config },
    async (request) => removeStaff(app.db, app.firebaseAuth, request.params.uid, actorOf(request)),
  );
};
