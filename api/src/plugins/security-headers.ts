import fp from 'fastify-plugin';

/**
 * Headers on every answer. The API serves JSON, CSV and images, never a page: its content policy
 * allows nothing to run, nothing to frame it, and answers are not kept by caches (they carry
 * children's and payment data). Routes may override (avatars are public and cached for ever).
 * Set once per request from a fixed list: cheaper than a general-purpose header middleware.
 */
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
  // Applies to no-cors loads only (img, script); the portal's fetches are CORS requests.
  'cross-origin-resource-policy': 'same-origin',
  'x-permitted-cross-domain-policies': 'none',
  'cache-control': 'no-store',
};

export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
});
