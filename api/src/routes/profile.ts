import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { preferencesSchema } from 'shared/domain/preferences';
import type { Preferences } from 'shared/platform/settings/preferences';
import { AVATAR_MAX_BYTES, profileUpdateBodySchema, type ProfileUpdateBody } from 'shared/domain/profile';
import { noQuerySchema } from 'shared/domain/schemas';
import { HttpError, notFound } from '../http-error';
import { actorOf } from '../plugins/auth';
import { detectImageType } from '../profile/image-type';
import { getPreferences, updatePreferences } from '../profile/preferences';
import { getAvatar, getProfile, setAvatar, updateProfile } from '../profile/profile-store';

/** The avatar's address: the SHA-256 of its bytes. */
export const avatarParamsSchema = z.strictObject({ sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Not an avatar address') });

const NOT_AN_IMAGE = 'The file is not an image: send a PNG, JPEG, GIF or WebP image';

/**
 * The signed-in staff member's own profile and preferences (`/admin/profile`,
 * `/admin/profile/preferences`; there is no way to name another account) and avatar upload, plus `/avatars/<sha256>`, where uploaded avatars are served.
 *
 * Avatars are public at a content-addressed URL: an <img> cannot send the ID token, the
 * address changes with every new image so it can be cached for ever (by browsers and any CDN),
 * and it cannot be guessed without the image itself.
 */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: z.infer<typeof avatarParamsSchema> }>(
    '/avatars/:sha256',
    { schema: { params: avatarParamsSchema, querystring: noQuerySchema } },
    async (request, reply) => {
      const { sha256 } = request.params;
      const avatar = await getAvatar(app.db, sha256);
      if (!avatar) throw notFound('No such avatar');
      reply.headers({
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${sha256}"`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
        // The portal shows it from another origin.
        'cross-origin-resource-policy': 'cross-origin',
      });
      if (request.headers['if-none-match'] === `"${sha256}"`) return reply.status(304).send();
      return reply.type(avatar.contentType).send(avatar.bytes);
    },
  );

  await app.register(
    async (admin) => {
      admin.addHook('onRequest', admin.authenticate);
      // The upload is the image's bytes as they are, with its image/* type; nothing else parses here.
      admin.addContentTypeParser(/^image\//, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

      const ownUid = (staff: { uid: string } | null) => {
        if (!staff) throw new Error('authenticate did not run for this route');
        return staff.uid;
      };

      admin.get('/profile', { schema: { querystring: noQuerySchema }, config: { permission: 'read' } }, async (request) => {
        const profile = await getProfile(app.db, ownUid(request.staff));
        if (!profile) throw notFound('No profile for this account');
        return profile;
      });

      admin.put<{ Body: ProfileUpdateBody }>(
        '/profile',
        { schema: { body: profileUpdateBodySchema, querystring: noQuerySchema }, config: { permission: 'read' } },
        async (request) => {
          const profile = await updateProfile(app.db, actorOf(request), request.body);
          if (!profile) throw notFound('No profile for this account');
          return profile;
        },
      );

      admin.get('/profile/preferences', { schema: { querystring: noQuerySchema }, config: { permission: 'read' } }, async (request) =>
        getPreferences(app.db, ownUid(request.staff)));

      admin.put<{ Body: Preferences }>(
        '/profile/preferences',
        { schema: { body: preferencesSchema, querystring: noQuerySchema }, config: { permission: 'read' } },
        async (request) => updatePreferences(app.db, actorOf(request), request.body),
      );

      admin.put(
        '/profile/avatar',
        {
          schema: { querystring: noQuerySchema },
          config: { permission: 'read' },
          bodyLimit: AVATAR_MAX_BYTES,
          // Fastify's own refusals, in words the uploader understands; the app's handler sends them.
          errorHandler: (error: FastifyError) => {
            if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, 'The image is larger than 5 MB');
            if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new HttpError(415, NOT_AN_IMAGE);
            throw error;
          },
        },
        async (request) => {
          const { body } = request;
          const type = Buffer.isBuffer(body) ? detectImageType(body) : null;
          if (!type) throw new HttpError(415, NOT_AN_IMAGE);
          const profile = await setAvatar(app.db, ownUid(request.staff), body as Buffer, type);
          if (!profile) throw notFound('No profile for this account');
          return profile;
        },
      );
    },
    { prefix: '/admin' },
  );
};
