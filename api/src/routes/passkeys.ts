import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addPasskeyBodySchema, passkeyParamsSchema, passkeyRenameBodySchema, secondFactorBodySchema } from 'shared/domain/auth/passkeys';
import { passkeySchema, passkeysSchema, secondFactorPassedSchema, secondFactorResetSchema, webAuthnOptionsSchema } from 'shared/domain/auth/passkeys-answers';
import { staffAccountParamsSchema } from 'shared/domain/settings/settings';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { defaultWebAuthnConfig } from '../config';
import { toIsoString } from '../db/sql-values';
import {
  addPasskey,
  authenticationOptions,
  listPasskeys,
  passSecondFactor,
  registrationOptions,
  removePasskey,
  renamePasskey,
  resetSecondFactor,
} from '../auth/passkeys';
import { actorOf, currentSession, currentSessionId, signedInStaff } from '../plugins/auth';
import { answers, noContent } from '../route-answers';

/**
 * The caller's passkeys (Profile > Security) and their session's second factor, under /admin.
 * Exempt from the orgWide2FA gate, so that a person can get through it (auth/second-factor.ts);
 * adding a passkey to an account that has one, or removing one, needs a fresh second factor.
 * And a superadmin's reset of a staff member's passkeys (Settings > Users).
 */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const webauthn = app.config.webauthn ?? defaultWebAuthnConfig();

  app.get(
    '/profile/passkeys',
    {
      schema: {
        description: "The caller's passkeys, oldest first.",
        querystring: noQuerySchema,
        response: answers({ 200: passkeysSchema }),
      },
      config: { permission: 'read', secondFactor: 'exempt' },
    },
    async (request) => ({ data: await listPasskeys(app.db, actorOf(request).uid) }),
  );

  app.post(
    '/profile/passkeys/options',
    {
      schema: {
        description:
          'Options for navigator.credentials.create(): a new passkey of the caller (user verification required), around a challenge kept for this session for 2 minutes and good once. With a passkey already, needs a second factor from the last 5 minutes (403 `step-up-required`).',
        querystring: noQuerySchema,
        response: answers({ 200: webAuthnOptionsSchema }),
      },
      config: { permission: 'read', secondFactor: 'step-up-if-passkey' },
    },
    async (request) => registrationOptions(app.db, webauthn, signedInStaff(request), currentSessionId(request)),
  );

  app.post(
    '/profile/passkeys',
    {
      schema: {
        description:
          "Adds the passkey the browser made for this session's registration challenge, named; the session has then passed its second factor. Audited as `profile.passkey_added`. 403 for a challenge used, expired or another session's.",
        querystring: noQuerySchema,
        body: addPasskeyBodySchema,
        response: answers({ 201: passkeySchema }),
      },
      config: { permission: 'read', secondFactor: 'step-up-if-passkey' },
    },
    async (request, reply) => {
      const { response, name } = request.body;
      return reply.status(201).send(await addPasskey(app.db, webauthn, actorOf(request), currentSessionId(request), response, name));
    },
  );

  app.patch(
    '/profile/passkeys/:id',
    {
      schema: {
        description: "Renames one of the caller's passkeys. Audited as `profile.passkey_renamed`; 404 for one not theirs.",
        params: passkeyParamsSchema,
        querystring: noQuerySchema,
        body: passkeyRenameBodySchema,
        response: answers({ 200: passkeySchema }),
      },
      config: { permission: 'read', secondFactor: 'exempt' },
    },
    async (request) => renamePasskey(app.db, actorOf(request), request.params.id, request.body.name),
  );

  app.delete(
    '/profile/passkeys/:id',
    {
      schema: {
        description:
          "Removes one of the caller's passkeys; needs a second factor from the last 5 minutes. While the organisation requires a second factor the last one cannot go (409). Audited as `profile.passkey_removed`; 404 for one not theirs.",
        params: passkeyParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 204: noContent }),
      },
      config: { permission: 'read', secondFactor: 'step-up-if-passkey' },
    },
    async (request, reply) => {
      await removePasskey(app.db, actorOf(request), request.params.id, currentSession(request).secondFactor.required);
      return reply.status(204).send();
    },
  );

  app.post(
    '/profile/second-factor/options',
    {
      schema: {
        description:
          "Options for navigator.credentials.get() with one of the caller's passkeys (user verification required), around a challenge kept for this session for 2 minutes and good once. 409 for someone without a passkey.",
        querystring: noQuerySchema,
        response: answers({ 200: webAuthnOptionsSchema }),
      },
      config: { permission: 'read', secondFactor: 'exempt' },
    },
    async (request) => authenticationOptions(app.db, webauthn, actorOf(request).uid, currentSessionId(request)),
  );

  app.post(
    '/profile/second-factor',
    {
      schema: {
        description:
          "This session's second factor: one of the caller's passkeys signs this session's authentication challenge. Answers when; money actions take it for 5 minutes. 403 for a challenge used, expired or another session's, a passkey not the caller's, or a signature that does not verify.",
        querystring: noQuerySchema,
        body: secondFactorBodySchema,
        response: answers({ 200: secondFactorPassedSchema }),
      },
      config: { permission: 'read', secondFactor: 'exempt' },
    },
    async (request) => ({
      confirmedAt: toIsoString(await passSecondFactor(app.db, webauthn, actorOf(request).uid, currentSessionId(request), request.body.response)),
    }),
  );

  app.delete(
    '/staff-accounts/:uid/passkeys',
    {
      schema: {
        description:
          "Reset second factor, for a staff member who lost every passkey: removes their passkeys and ends every session of theirs as `DELETE /admin/staff-accounts/{uid}/sessions` does, so they sign in again and add a new passkey; answers how many of each went. Audited as `staff.second_factor_reset`; 409 for the caller's own account, 404 for an unknown one. Needs a second factor from the last 5 minutes when the caller has a passkey or the organisation requires one (403 `step-up-required`).",
        params: staffAccountParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: secondFactorResetSchema }),
      },
      config: { permission: 'settings', secondFactor: 'step-up' },
    },
    async (request) => resetSecondFactor(app.db, app.firebaseAuth, request.params.uid, actorOf(request)),
  );
};
