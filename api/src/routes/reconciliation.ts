import { Readable } from 'node:stream';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmedNotSeenQuerySchema,
  manualMatchBodySchema,
  MAX_STATEMENT_BYTES,
  statementExportQuerySchema,
  statementLineParamsSchema,
  statementLinesQuerySchema,
  statementParamsSchema,
  settlementParamsSchema,
  settlementsQuerySchema,
  statementPreviewQuerySchema,
  statementUploadQuerySchema,
  unmatchBodySchema,
} from 'shared/domain/payments/reconciliation';
import { presetBodySchema } from 'shared/domain/payments/statement-layouts';
import {
  confirmedNotSeenPageSchema,
  statementCountsSchema,
  statementDetailSchema,
  statementLineSchema,
  statementLinesPageSchema,
  statementListSchema,
  statementUploadProgressSchema,
  presetListSchema,
  presetSchema,
  settlementListSchema,
  settlementPaymentsSchema,
  statementPreviewSchema,
} from 'shared/domain/payments/reconciliation-answers';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { HttpError } from '../http-error';
import { actorOf, databaseFor, signedInStaff } from '../plugins/auth';
import { admitUpload, ownerOf } from '../plugins/work-scheduler';
import {
  listConfirmedNotSeen,
  listStatementLines,
  listStatements,
  matchLineByHand,
  readStatementDetail,
  statementCsv,
  failInterruptedUploads,
  listSettlements,
  listSettlementPayments,
  readUploadProgress,
  startStatementUpload,
  unmatchLine,
  uploadStatement,
} from '../payments/reconciliation';
import { answers, csvFile, unserialized } from '../route-answers';
import { EXCEL_MEDIA_TYPES, listPresets, previewStatement, readUpload, savePreset } from '../payments/statement-files';

const STATEMENT = '/reconciliation/statements/:id';
const ADMIN = { permission: 'admin' } as const;
const LINE_MATCH = `${STATEMENT}/lines/:line/match`;
const MATCH_BY_HAND =
  "Matches an unmatched line to a registration (by registration ID, payment ID or receipt number, any letter case) by hand, saying why in at least 10 characters: matched at the payment's amount, else mismatched (as is a payment of the other source's mode). Audited on the registration (`payment.reconciled`). 409 when the line is matched already, or the payment is matched by another line of the statement.";
const UNMATCH_BY_HAND =
  'Unmatches a line from its registration by hand, saying why in at least 10 characters; automatic matching never matches it again. Audited on the registration (`payment.unreconciled`). 409 when the line is not matched.';

/** The schema of a read of one statement: its id in the path, a query, one answer. */
const aboutStatement = <Query extends z.ZodType, Answer extends z.ZodType>(description: string, querystring: Query, answer: Answer) => ({
  description,
  params: statementParamsSchema,
  querystring,
  response: answers({ 200: answer }),
});

/** The schema of a change of one line by hand: the line in the path, a body saying why, the line as it then reads. */
const changeOfLine = <Body extends z.ZodType>(description: string, body: Body) => ({
  description,
  params: statementLineParamsSchema,
  querystring: noQuerySchema,
  body,
  response: answers({ 200: statementLineSchema }),
});

const TOO_LARGE = `The file is over the ${MAX_STATEMENT_BYTES / 1024 / 1024} MB limit for a statement; split it by dates and upload each part. Nothing was stored.`;
const FILE_BODY = `Body: the file as downloaded, \`text/csv\` (UTF-8, a BOM or not) or an Excel workbook (\`${EXCEL_MEDIA_TYPES[0]}\`; its first sheet), up to 5 MB and 20,000 lines; a password-protected or Excel 97-2003 workbook is refused in words.`;
const NOT_A_FILE = `Send the statement as text/csv or ${EXCEL_MEDIA_TYPES[0]}`;
const FILE_MEDIA_TYPES = ['text/csv', ...EXCEL_MEDIA_TYPES];
/** A route taking a statement file as its body: only a file's media types, Fastify's own refusals in words the uploader understands. */
const STATEMENT_FILE = {
  bodyLimit: MAX_STATEMENT_BYTES,
  preParsing: admitUpload,
  preValidation: async (request: FastifyRequest) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!FILE_MEDIA_TYPES.includes(type)) throw new HttpError(415, 'statement-not-a-file', NOT_A_FILE);
  },
  errorHandler: (error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, 'statement-too-large', TOO_LARGE);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new HttpError(415, 'statement-not-a-file', NOT_A_FILE);
    throw error;
  },
};
/** CSV text or an Excel workbook's bytes. */
const statementBodySchema = z.union([z.string(), z.instanceof(Buffer)]).describe('The statement file: CSV text or an Excel workbook');

/** Credit lines above which an upload is stored and matched in the background (about a second's work on PostgreSQL). */
export const DEFAULT_STATEMENT_BACKGROUND_LINES = 2_000;

/**
 * Bank statements and gateway settlement reports matched against the payments, under /admin (admin
 * permission). `backgroundLines`: a file with more credit lines is uploaded in the background.
 */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ backgroundLines?: number }> = async (
  app,
  { backgroundLines = DEFAULT_STATEMENT_BACKGROUND_LINES },
) => {
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  // Uploads an instance left half-done when it was killed (on PGlite every one: its one process is this one).
  await failInterruptedUploads(app.db, { all: app.db.engine === 'pglite' });

  // A statement arrives as the file's own text, as a bank or gateway exports it.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_STATEMENT_BYTES }, (_request, body, done) => done(null, body));
  app.addContentTypeParser([...EXCEL_MEDIA_TYPES], { parseAs: 'buffer', bodyLimit: MAX_STATEMENT_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/reconciliation/statements',
    {
      ...STATEMENT_FILE,
      schema: {
        description:
          'Uploads a statement and matches it: 201 with the counts at once, or, for a file of more credit lines than the server matches in about a second (`STATEMENT_BACKGROUND_LINES`, default 2,000), 202 with its progress, stored and matched in the background; `GET .../{id}/progress` follows it and answers the same counts once it is ready. ' +
          `${FILE_BODY} ` +
          '`preset` (an id of `GET .../presets`: hdfc, sbi, icici, axis, razorpay, cashfree or an own one) reads the file as that bank or gateway downloads it: the header found below title lines, its date format, credit and debit columns, references found in the narration by its patterns. Without it, `source` bank: the generic layout `date,reference,description,amount`; gateway: `settled_at,payment_id,merchant_transaction_id,amount,fee,utr`; `mapping` (JSON `{ date, amount, reference?, description?, fee?, utr? }`, each a column name of the file) reads any other layout, dates `YYYY-MM-DD` (a time may follow) or `DD/MM/YYYY`. Amounts to the paisa (`1,23,456.00`, `Cr`/`Dr`); withdrawals are kept as outgoing lines, never matched. A file with any unreadable line answers 400 with `lineIssues` (each `{ line, column, message }`) and stores nothing; the same file twice answers 409.',
        querystring: statementUploadQuerySchema,
        body: statementBodySchema,
        response: answers({ 201: statementCountsSchema, 202: statementUploadProgressSchema }),
      },
      config: ADMIN,
    },
    async (request, reply) => {
      const file = await readUpload(app.db, request.body, request.query);
      if (file.reading.lines.length <= backgroundLines)
        return reply.status(201).send(await uploadStatement(app.db, file, actorOf(request), signedInStaff(request).centers));
      const owner = ownerOf(request);
      const turn = <T>(work: () => Promise<T>) => app.workScheduler.inTurn(owner, work);
      return reply.status(202).send(await startStatementUpload(app.db, turn, file, actorOf(request), track));
    },
  );

  app.post(
    '/reconciliation/preview',
    {
      ...STATEMENT_FILE,
      schema: {
        description: `The first 20 lines of a statement file as read, and every problem found in it; writes nothing. ${FILE_BODY} With \`preset\`, the lines as that preset reads them (and its problems: a missing column, an unreadable date or amount, by line); without, the lines as they are, for a mapping to be chosen.`,
        querystring: statementPreviewQuerySchema,
        body: statementBodySchema,
        response: answers({ 200: statementPreviewSchema }),
      },
      config: ADMIN,
    },
    async (request) => previewStatement(app.db, request.body, request.query.preset),
  );

  app.get(
    '/reconciliation/presets',
    {
      schema: {
        description:
          "The layouts a statement is read with: the built-in ones (hdfc, sbi, icici, axis bank statements; razorpay, cashfree settlement reports), then the organisation's own by name. `columns` names the file's column for each role (the `mapping` roles plus credit, debit, fee, tax, settlementId, utr); `referencePatterns` find a payment ID, merchant transaction ID, receipt number or UTR in the narration.",
        querystring: noQuerySchema,
        response: answers({ 200: presetListSchema }),
      },
      config: ADMIN,
    },
    async (request) => listPresets(databaseFor(request)),
  );

  app.post(
    '/reconciliation/presets',
    {
      schema: {
        description:
          "Saves a layout as the organisation's own named preset (id `own-` and its name's words), audited (`reconciliation_preset.saved`); 409 when the name is taken.",
        querystring: noQuerySchema,
        body: presetBodySchema,
        response: answers({ 201: presetSchema }),
      },
      config: ADMIN,
    },
    async (request, reply) => reply.status(201).send(await savePreset(app.db, request.body, actorOf(request))),
  );

  app.get(
    '/reconciliation/settlements',
    {
      schema: {
        description:
          "A gateway's settlements (its reports' lines by settlement id; days `from`..`to`), each traced to the bank statement credit naming its UTR: payments counted, gross, fees, tax and net (gross less fees and tax) in rupees to the paisa, the bank line found or null, and `status` matched (to the paisa), short, over or missing (not yet in any bank statement). Newest first, at most 500.",
        querystring: settlementsQuerySchema,
        response: answers({ 200: settlementListSchema }),
      },
      config: ADMIN,
    },
    async (request) => listSettlements(databaseFor(request), request.query),
  );

  app.get(
    '/reconciliation/settlements/:settlementId/payments',
    {
      schema: {
        description:
          "A settlement's payments, to follow a short or over one to what it was made of: the lines of the newest gateway report naming the settlement id, in file order, each with its amount, fee and tax in rupees to the paisa, its outcome and the registration it was matched to (null when none); an empty list for a settlement no report names.",
        params: settlementParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: settlementPaymentsSchema }),
      },
      config: ADMIN,
    },
    async (request) => listSettlementPayments(databaseFor(request), request.params.settlementId),
  );

  app.get(
    `${STATEMENT}/progress`,
    {
      schema: aboutStatement(
        'A statement uploaded in the background: `storing` (with `linesStored` of `lines`), `matching`, `ready` (with `counts`, as a fast upload answers) or `failed` (nothing of it kept, `failure` says why).',
        noQuerySchema,
        statementUploadProgressSchema,
      ),
      config: ADMIN,
    },
    async (request) => readUploadProgress(databaseFor(request), request.params.id),
  );

  app.get(
    '/reconciliation/statements',
    {
      schema: {
        description: 'The newest 100 statements, with the counts and rupees of each outcome and the mapping each was read with.',
        querystring: noQuerySchema,
        response: answers({ 200: statementListSchema }),
      },
      config: ADMIN,
    },
    async (request) => listStatements(databaseFor(request)),
  );

  app.get(
    STATEMENT,
    {
      schema: aboutStatement(
        "One statement: its outcomes' counts and rupees, plus the portal's side over the statement's days (India time): payments shown paid (offline for a bank statement, online for a gateway report) that no line names, and matched lines whose payment is still pending.",
        noQuerySchema,
        statementDetailSchema,
      ),
      config: ADMIN,
    },
    async (request) => readStatementDetail(databaseFor(request), request.params.id),
  );

  app.get(
    `${STATEMENT}/lines`,
    {
      schema: aboutStatement(
        "A page of the statement's lines in file order, each with its outcome and reason: all, one `outcome`, or `seen-but-pending` (matched lines whose payment is still pending). `cursor` is the `nextCursor` of the page before; `limit` 1-200 (50).",
        statementLinesQuerySchema,
        statementLinesPageSchema,
      ),
      config: ADMIN,
    },
    async (request) => listStatementLines(databaseFor(request), request.params.id, request.query),
  );

  app.get(
    `${STATEMENT}/confirmed-not-seen`,
    {
      schema: aboutStatement(
        "A page of the payments the portal shows paid on the statement's days that no line of it names, by registration id.",
        confirmedNotSeenQuerySchema,
        confirmedNotSeenPageSchema,
      ),
      config: ADMIN,
    },
    async (request) => listConfirmedNotSeen(databaseFor(request), request.params.id, request.query),
  );

  app.get(
    `${STATEMENT}/export`,
    {
      schema: {
        description:
          'One tab as CSV: the lines of an `outcome` (or `seen-but-pending`), or the `confirmed-not-seen` payments. 403 while the `csvExport` flag is off.',
        params: statementParamsSchema,
        querystring: statementExportQuerySchema,
        response: answers({ 200: csvFile }),
      },
      config: { permission: 'admin', feature: 'csvExport', heavy: true },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { outcome } = request.query;
      // Read before the answer starts, so that an unknown statement answers 404 rather than a broken file.
      const csv = await statementCsv(databaseFor(request), id, outcome);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="reconciliation-${id.slice(0, 8)}-${outcome}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(unserialized<string>(Readable.from(csv)));
    },
  );

  app.put(LINE_MATCH, { schema: changeOfLine(MATCH_BY_HAND, manualMatchBodySchema), config: ADMIN }, async (request) =>
    matchLineByHand(databaseFor(request), request.params.id, request.params.line, request.body, actorOf(request)),
  );
  app.delete(LINE_MATCH, { schema: changeOfLine(UNMATCH_BY_HAND, unmatchBodySchema), config: ADMIN }, async (request) =>
    unmatchLine(databaseFor(request), request.params.id, request.params.line, request.body, actorOf(request)),
  );
};
