import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkJobSchema, mergeSuggestedPreviewSchema, registrationSchema } from 'shared/domain/registrations/registration';
import {
  MAX_BULK_ROWS,
  mergeBodySchema,
  mergeParamsSchema,
  mergeSuggestedQuerySchema,
  noQuerySchema,
  registrationIdParamsSchema,
} from 'shared/domain/registrations/registration-requests';
import { actorOf, databaseFor, signedInStaff } from '../plugins/auth';
import { createMergeSuggestedJob } from '../registrations/bulk';
import { previewMergeSuggested } from '../registrations/merge-suggested';
import { KEEP_THE_PAID_REFUSAL, TWO_PAID_REFUSAL } from 'shared/domain/registrations/transitions';
import { mergeRegistrations, unmergeRegistration } from '../registrations/merge';
import { answers } from '../route-answers';

/** Merging duplicates (issue 61): admins, while the `duplicateMerge` flag is on. */
export const registrationMergeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/registrations/:keepId/merge',
    {
      schema: {
        description: `Merges \`mergeIds\` into the kept registration: each field in \`fields\` (name, gender, contactNumber, email, school, std, cadre, levelEnrolled, centerCode) takes the value of the registration named for it, the kept one's where left out; the others become \`duplicate\` with \`mergedInto\` naming it. \`versions\` holds the version of every registration named as read: 409 when any changed since. At most one may hold money (a confirmed payment or a confirmation awaiting approval), and that one must be kept, else 409 ("${TWO_PAID_REFUSAL}"; "${KEEP_THE_PAID_REFUSAL}"); a receipt never moves. 404 when any is outside the caller's centres. Audited (\`registration.merged\` on each) in the same transaction; 403 \`feature-off\` while \`duplicateMerge\` is off.`,
        params: mergeParamsSchema,
        body: mergeBodySchema,
        querystring: noQuerySchema,
        response: answers({ 200: registrationSchema }),
      },
      config: { permission: 'admin', feature: 'duplicateMerge' },
    },
    async (request) => mergeRegistrations(databaseFor(request), { keepId: request.params.keepId, ...request.body }, actorOf(request)),
  );

  app.post(
    '/registrations/:id/unmerge',
    {
      schema: {
        description:
          "Takes back the merge that merged this registration away (the merge's notice offers it as Undo): every registration of that merge as it was before, the kept one's fields the merge changed and the others' status, without `mergedInto`; answers this registration. 409 in words when it is not merged, or when the kept registration changed since in a field the merge set. Audited (`registration.unmerged` on each, before and after) in the same transaction; 403 `feature-off` while `duplicateMerge` is off.",
        params: registrationIdParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: registrationSchema }),
      },
      config: { permission: 'admin', feature: 'duplicateMerge' },
    },
    async (request) => unmergeRegistration(databaseFor(request), request.params.id, actorOf(request)),
  );

  // Groups are read from the whole database (a limited admin's only when wholly within their centres): heavy work.
  app.post(
    '/registrations/duplicates/merge-suggested',
    {
      schema: {
        description: `"Merge suggested": the groups of registrations (not merged into another) agreeing exactly on normalised name, contact number and school, at most ${MAX_BULK_ROWS.toLocaleString('en-IN')} a run, for an admin limited to some centres those wholly within them. Each keeps the registration holding money, else the oldest active one, else the oldest, every field keeping its value; a group the single merge would refuse (money rules, a disqualified member), one judged "Not a duplicate", or more than a merge takes is skipped with why in words. \`preview=true\` answers 200 with what a run would do and changes nothing; without it, 202 with a bulk job (GET /admin/jobs/{id}) merging each group through the single merge, in a transaction of its own (audited \`registration.merged\`, so each can be unmerged), deciding on the rows as they are when its turn comes. 409 when there is no group; 403 \`feature-off\` while \`duplicateMerge\` is off.`,
        querystring: mergeSuggestedQuerySchema,
        response: answers({ 200: mergeSuggestedPreviewSchema, 202: bulkJobSchema }),
      },
      config: { permission: 'admin', feature: 'duplicateMerge', heavy: true },
    },
    async (request, reply) => {
      const { centers } = signedInStaff(request);
      if (request.query.preview) return previewMergeSuggested(app.db, centers);
      const job = await createMergeSuggestedJob(app.db, actorOf(request), centers, app.fairShares.bulkJobsPerPerson);
      app.bulkJobs.wake();
      return reply.status(202).send(job);
    },
  );
};
