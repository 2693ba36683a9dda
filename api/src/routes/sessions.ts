import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { sessionParamsSchema } from 'shared/domain/auth/sessions';
import { endedSessionsSchema, signedInSessionsSchema } from 'shared/domain/auth/sessions-answers';
import { staffAccountParamsSchema } from 'shared/domain/settings/settings';
import { endOtherSessions, endOwnSession, listSessions, signOutEverywhere } from '../auth/sessions';
import { actorOf, currentSessionId } from '../plugins/auth';
import { answers, noContent } from '../route-answers';

/**
 * Signed-in sessions, under /admin: the caller's own (Profile > Security), and a superadmin's
 * "Sign out everywhere" for a staff member (Settings > Users). An ended session's next call
 * answers 401 with `code: "session-ended"` on every instance (auth/sessions.ts).
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/sessions',
    {
      schema: {
        description: "The caller's sessions still signed in (one per sign-in), the most recently active first; `current`: the one making this call.",
        querystring: noQuerySchema,
        response: answers({ 200: signedInSessionsSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => ({ data: await listSessions(app.db, actorOf(request).uid, currentSessionId(request)) }),
  );

  app.delete(
    '/profile/sessions/:id',
    {
      schema: {
        description:
          "Ends one of the caller's sessions (this one included): its next call answers 401 `session-ended`. Audited as `profile.session_ended`; 404 for a session not theirs or already ended.",
        params: sessionParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 204: noContent }),
      },
      config: { permission: 'read' },
    },
    async (request, reply) => {
      await endOwnSession(app.db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/profile/sessions/revoke-others',
    {
      schema: {
        description:
          "Ends every session of the caller's but the one making this call; answers how many. Audited as `profile.other_sessions_ended` when there were any.",
        querystring: noQuerySchema,
        response: answers({ 200: endedSessionsSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => ({ ended: await endOtherSessions(app.db, actorOf(request), currentSessionId(request)) }),
  );

  app.delete(
    '/staff-accounts/:uid/sessions',
    {
      schema: {
        description:
          "Sign out everywhere: ends every session of the staff member and revokes their Firebase sign-ins, so a sign-in that has not called yet is refused too; answers how many sessions were going. Audited as `staff.signed_out_everywhere`; 409 for the caller's own account, 404 for an unknown one.",
        params: staffAccountParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: endedSessionsSchema }),
      },
      config: { permission: 'settings' },
    },
    async (request) => ({ ended: await signOutEverywhere(app.db, app.firebaseAuth, request.params.uid, actorOf(request)) }),
  );
};
