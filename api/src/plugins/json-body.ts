import fp from 'fastify-plugin';

/**
 * A request may say `Content-Type: application/json` and send no body (the portal sends the
 * spec's JSON header on every call, DELETE included). Fastify's own parser refuses an empty
 * JSON body with 400, so a body-less request reads as having no body; any other body goes to
 * Fastify's parser as before (prototype-poisoning checks included).
 */
export const jsonBodyPlugin = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
});
