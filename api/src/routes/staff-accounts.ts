import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { centersChangeBodySchema, inviteBodySchema, roleChangeBodySchema, staffAccountParamsSchema } from 'shared/domain/settings/settings';
import { invitationSchema, managedUserSchema } from 'shared/domain/settings/settings-answers';
import { actorOf } from '../plugins/auth';
import { answers } from '../route-answers';
import {
  changeStaffCenters,
  changeStaffRole,
  inviteStaff,
  listStaffAccounts,
  removeStaff,
  resendInvitation,
  type InvitationSent,
} from '../staff/staff-management';

/** The Users tab, under /admin (superadmin): staff accounts, invitations, role changes, removal. */
export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'settings' } as const;
  // Who may act, and on which centres' money: inviting, re-inviting, roles, centres and removals need a fresh passkey check.
  const stepUp = { permission: 'settings', secondFactor: 'step-up' } as const;

  // After setting a password the invitee lands on the portal's sign-in page, when the call came from the portal.
  const signInUrl = (request: FastifyRequest): string | null => {
    const origin = request.headers.origin;
    return origin && app.config.corsOrigins.includes(origin) ? `${origin}/auth/sign-in` : null;
  };

  // "Emailed": the link was queued to the person's e-mail and this instance has an SMTP server to send
  // it (delivery itself is the worker's, shown on the Messages screen). Without one the e-mail stays
  // queued and the screen shows the link to hand over. The worker is woken so that it goes at once.
  const answered = (sent: InvitationSent) => {
    const emailed = app.messageDelivery.configured.includes('email');
    if (emailed) app.messageDelivery.wake();
    return { ...sent, emailed };
  };

  app.get(
    '/staff-accounts',
    { schema: { querystring: noQuerySchema, response: answers({ 200: z.strictObject({ data: z.array(managedUserSchema) }) }) }, config },
    async () => ({ data: await listStaffAccounts(app.db) }),
  );

  app.post(
    '/staff-accounts',
    {
      schema: {
        description:
          "Creates the Firebase account with the role claim (default viewer) and the centres whose registrations it sees (`centers`, by code; none: every centre), queues the staff-invitation e-mail with the link that sets its password, and answers the link too; `emailed` says whether an SMTP server is configured to send that e-mail (false: hand the link over yourself). A removed person's e-mail invites them again: the same account, re-enabled with the new role and a fresh unknown password (their old sessions stay revoked); an active or invited one answers 409.",
        body: inviteBodySchema,
        querystring: noQuerySchema,
        response: answers({ 201: invitationSchema }),
      },
      config: stepUp,
    },
    async (request, reply) => reply.status(201).send(answered(await inviteStaff(app.db, app.firebaseAuth, request.body, actorOf(request), signInUrl(request)))),
  );

  app.post(
    '/staff-accounts/:uid/reinvite',
    {
      schema: {
        description:
          'Sends a person still invited a new password-set link by e-mail, as the invitation did (audited as `staff.invited`), and answers it with `emailed`; 409 for a person active or removed.',
        params: staffAccountParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: invitationSchema }),
      },
      config: stepUp,
    },
    async (request) => answered(await resendInvitation(app.db, app.firebaseAuth, request.params.uid, actorOf(request), signInUrl(request))),
  );

  app.put(
    '/staff-accounts/:uid/role',
    {
      schema: {
        description: "Counts on the account's next request; 409 when it would leave no active superadmin.",
        params: staffAccountParamsSchema,
        body: roleChangeBodySchema,
        querystring: noQuerySchema,
        response: answers({ 200: managedUserSchema }),
      },
      config: stepUp,
    },
    async (request) => changeStaffRole(app.db, app.firebaseAuth, request.params.uid, request.body.role, actorOf(request)),
  );

  app.put(
    '/staff-accounts/:uid/centers',
    {
      schema: {
        description:
          "The centres whose registrations the account sees, by code (any letter case); an empty list: every centre. Counts on the account's next request; 409 for a code no centre has, or for a superadmin, who always sees every centre.",
        params: staffAccountParamsSchema,
        body: centersChangeBodySchema,
        querystring: noQuerySchema,
        response: answers({ 200: managedUserSchema }),
      },
      config: stepUp,
    },
    async (request) => changeStaffCenters(app.db, request.params.uid, request.body.centers, actorOf(request)),
  );

  app.delete(
    '/staff-accounts/:uid',
    {
      schema: {
        description:
          "Deactivates the account (Firebase account disabled, sessions revoked), counting on its next request; 409 when it would leave no active superadmin, or removes the caller's own account.",
        params: staffAccountParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: managedUserSchema }),
      },
      config: stepUp,
    },
    async (request) => removeStaff(app.db, app.firebaseAuth, request.params.uid, actorOf(request)),
  );
};
