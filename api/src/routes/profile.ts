import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from 'shared/domain/profile/avatar';
import { profileUpdateBodySchema } from 'shared/domain/profile/profile';
import { staffProfileSchema } from 'shared/domain/profile/profile-answers';
import { preferencesSchema } from 'shared/domain/profile/preferences';
import { preferencesAnswerSchema } from 'shared/domain/profile/preferences-answers';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { takingBack } from 'shared/domain/common/server-owned';
import { HttpError, notFound } from '../http-error';
import { actorOf } from '../plugins/auth';
import { admitUpload, ownerOf } from '../plugins/work-scheduler';
import { isReceivedFile, receiveToFile } from '../profile/uploads';
import { detectImageType } from '../profile/image-type';
import { getPreferences, updatePreferences } from '../profile/preferences';
import { getAvatar, getProfile, setAvatar, updateProfile } from '../profile/profile-store';
import { answers, noContent, unserialized } from '../route-answers';

/** The avatar's address: the SHA-256 of its bytes. */
export const avatarParamsSchema = z.strictObject({ sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Not an avatar address') });

/**
 * PUT /admin/profile takes the profile back as GET answers it: an alternate e-mail of null means
 * none, as '' does, and the server's own fields come back as answered.
 */
const profileWriteBodySchema = takingBack(
  z.strictObject({ ...profileUpdateBodySchema.shape, alternateEmail: z.union([profileUpdateBodySchema.shape.alternateEmail, z.null()]) }),
  staffProfileSchema,
);

const NOT_AN_IMAGE = 'The file is not an image: send a PNG, JPEG, GIF or WebP image';
const TOO_LARGE = 'The image is larger than 5 MB';

/**
 * The signed-in staff member's own profile and preferences (`/admin/profile`,
 * `/admin/profile/preferences`; there is no way to name another account) and avatar upload, plus `/avatars/<sha256>`, where uploaded avatars are served.
 *
 * Avatars are public at a content-addressed URL: an <img> cannot send the ID token, the
 * address changes with every new image so it can be cached for ever (by browsers and any CDN),
 * and it cannot be guessed without the image itself.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatars/:sha256',
    {
      schema: {
        description: 'An uploaded avatar; content-addressed, so `Cache-Control: immutable`.',
        params: avatarParamsSchema,
        querystring: noQuerySchema,
        response: answers({
          200: { description: 'The image', content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } } },
          304: noContent,
        }),
      },
    },
    async (request, reply) => {
      const { sha256 } = request.params;
      const avatar = await getAvatar(app.db, sha256);
      if (!avatar) throw notFound('avatar-not-found', 'No such avatar');
      reply.headers({
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${sha256}"`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
        // The portal shows it from another origin.
        'cross-origin-resource-policy': 'cross-origin',
      });
      if (request.headers['if-none-match'] === `"${sha256}"`) return reply.status(304).send();
      return reply.type(avatar.contentType).send(unserialized<string>(avatar.bytes));
    },
  );

  // Uploads go to files here as they arrive, never whole into memory, and are removed once answered.
  const uploadDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'abacus-uploads-'));
  app.addHook('onClose', () => fs.promises.rm(uploadDir, { recursive: true, force: true }));

  await app.register(
    async (plain) => {
      const admin = plain.withTypeProvider<ZodTypeProvider>();
      admin.addHook('onRequest', admin.authenticate);
      // The upload is the image's bytes as they are, with its image/* type; nothing else parses here.
      admin.addContentTypeParser(/^image\//, async (request: { headers: Record<string, unknown> }, payload: NodeJS.ReadableStream) => {
        const declared = Number(request.headers['content-length']);
        if (declared > AVATAR_MAX_BYTES) throw new HttpError(413, 'avatar-too-large', TOO_LARGE);
        const file = await receiveToFile(payload, uploadDir, AVATAR_MAX_BYTES);
        if (!file) throw new HttpError(413, 'avatar-too-large', TOO_LARGE);
        return file;
      });

      const ownUid = (staff: { uid: string } | null) => {
        if (!staff) throw new Error('authenticate did not run for this route');
        return staff.uid;
      };

      admin.get(
        '/profile',
        {
          schema: { description: "The caller's own record.", querystring: noQuerySchema, response: answers({ 200: staffProfileSchema }) },
          // The shell reads it at start, before the second factor is asked for.
          config: { permission: 'read', secondFactor: 'exempt' },
        },
        async (request) => {
          const profile = await getProfile(app.db, ownUid(request.staff));
          if (!profile) throw notFound('profile-not-found', 'No profile for this account');
          return profile;
        },
      );

      admin.put(
        '/profile',
        {
          schema: {
            description:
              "The caller's own name, phone and alternate e-mail (empty or null: none). The profile as read may come back whole: uid, e-mail and avatar as answered are ignored, changed they answer 400 naming the field.",
            body: profileWriteBodySchema,
            querystring: noQuerySchema,
            response: answers({ 200: staffProfileSchema }),
          },
          config: { permission: 'read' },
        },
        async (request) => {
          const profile = await updateProfile(app.db, actorOf(request), request.body);
          if (!profile) throw notFound('profile-not-found', 'No profile for this account');
          return profile;
        },
      );

      admin.get(
        '/profile/preferences',
        {
          schema: {
            description: "The caller's own Preferences; the spec's defaults (Asia/Kolkata, en-IN, every notification on but exports) until they save.",
            querystring: noQuerySchema,
            response: answers({ 200: preferencesAnswerSchema }),
          },
          config: { permission: 'read' },
        },
        async (request) => getPreferences(app.db, ownUid(request.staff)),
      );

      admin.put(
        '/profile/preferences',
        {
          schema: {
            description:
              'The whole set (an IANA time zone, a locale the tab offers); audited as `profile.preferences_updated` while `logProfileChanges` is on.',
            body: preferencesSchema,
            querystring: noQuerySchema,
            response: answers({ 200: preferencesAnswerSchema }),
          },
          config: { permission: 'read' },
        },
        async (request) => updatePreferences(app.db, actorOf(request), request.body),
      );

      admin.put(
        '/profile/avatar',
        {
          schema: {
            description: "Body: the image's bytes, `Content-Type: image/*`, at most 5 MB; PNG, JPEG, GIF or WebP by magic number (else 415; too big 413).",
            querystring: noQuerySchema,
            response: answers({ 200: staffProfileSchema }),
          },
          // Received at the client's pace: not a light call that background work should wait for.
          config: { permission: 'read', longLived: true },
          bodyLimit: AVATAR_MAX_BYTES,
          // A few uploads at a time per account and per instance, refused before the body is read.
          preParsing: admitUpload,
          onResponse: async (request) => {
            if (isReceivedFile(request.body)) await fs.promises.rm(request.body.path, { force: true });
          },
          // Fastify's own refusals, in words the uploader understands; the app's handler sends them.
          errorHandler: (error: FastifyError) => {
            if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, 'avatar-too-large', TOO_LARGE);
            if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new HttpError(415, 'avatar-not-image', NOT_AN_IMAGE);
            throw error;
          },
        },
        async (request) => {
          const file = request.body;
          const type = isReceivedFile(file) ? detectImageType(file.head) : null;
          if (!isReceivedFile(file) || !type) throw new HttpError(415, 'avatar-not-image', NOT_AN_IMAGE);
          // Storing takes a heavy slot: a burst of uploads is written one after another, not all at once.
          const release = await app.workScheduler.acquireHeavy(ownerOf(request));
          const profile = await setAvatar(app.db, ownUid(request.staff), file, type, () => app.workScheduler.yieldToLight()).finally(release);
          if (!profile) throw notFound('profile-not-found', 'No profile for this account');
          return profile;
        },
      );
    },
    { prefix: '/admin' },
  );
};
