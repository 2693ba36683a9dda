import { listQueryParams, SORT_KEYS, type RegistrationListQuery } from 'shared/domain/registrations/list-rules';
import type { Registration } from 'shared/domain/registrations/registration';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import type { ApiClient } from './api-client';
import type { LoadRequest } from './load';

/** What a case measures, which decides the goal it counts towards. */
export type CaseKind =
  | 'list-filter'
  | 'list-search'
  | 'list-search-2'
  | 'list-sort'
  | 'list-deep'
  | 'rows-search'
  | 'id-search'
  | 'count-search'
  | 'stats'
  | 'stats-throughput'
  | 'activity'
  | 'audit'
  | 'palette-2'
  | 'palette-4'
  | 'duplicates'
  | 'lookup'
  | 'write'
  | 'writers'
  | 'light-under-load'
  | 'fair-load'
  | 'receipt-register'
  | 'collections'
  | 'collections-range'
  | 'receipt-pdf'
  | 'scoped-list'
  | 'scoped-stats'
  | 'scoped-palette'
  | 'second-factor'
  | 'merge';

export interface HttpCase {
  name: string;
  kind: CaseKind;
  /** Part of the search measurements (`--only search`). */
  search?: boolean;
  connections: number;
  next: () => LoadRequest;
  /** Writes: the rows prepared, each used once. */
  amount?: number;
}

// Terms that occur in the seeded data (api/src/seed/sample-data.ts): names, schools.
export const SEARCH_TERMS = { two: 'ra', three: 'sha', eight: 'kulkarni', paletteFour: 'iyer', school: 'vidya' } as const;

const listPath = (query: Partial<RegistrationListQuery>) => `/admin/registrations?${new URLSearchParams(listQueryParams({ limit: 50, ...query }))}`;
const countPath = (query: Partial<RegistrationListQuery>) => `/admin/registrations/count?${new URLSearchParams(listQueryParams(query))}`;

/** The list's filter mixes: single filters, combined ones, and the school substring. */
const FILTER_MIXES: [string, Partial<RegistrationListQuery>][] = [
  ['no filter', {}],
  ['status=disqualified', { status: ['disqualified'] }],
  ['cadre=Senior Level', { cadre: ['Senior Level'] }],
  ['paymentStatus=pending', { paymentStatus: ['pending'] }],
  ['std=5th', { std: ['5th'] }],
  ['gender=female', { gender: ['female'] }],
  ['paymentMode=offline + paymentStatus=pending', { paymentMode: ['offline'], paymentStatus: ['pending'] }],
  ['cadre=Primary Level + paymentStatus=success + status=active', { cadre: ['Primary Level'], paymentStatus: ['success'], status: ['active'] }],
  ['gender=female + std=5th + levelEnrolled=LEVEL 3', { gender: ['female'], std: ['5th'], levelEnrolled: ['LEVEL 3'] }],
  [`school~"${SEARCH_TERMS.school}"`, { school: SEARCH_TERMS.school }],
  [`school~"public" + cadre=Kids Level`, { school: 'public', cadre: ['Kids Level'] }],
];

const fixed = (path: string) => () => ({ method: 'GET' as const, path });

/** Hands out the values in turn, round and round. */
function cycle<T>(values: readonly T[]): () => T {
  if (!values.length) throw new Error('nothing to cycle through');
  let index = 0;
  return () => values[index++ % values.length]!;
}

/** Hands out each value once; the case's amount keeps it from running dry. */
function once<T>(values: readonly T[]): () => T {
  let index = 0;
  return () => {
    if (index >= values.length) throw new Error('ran out of prepared rows');
    return values[index++]!;
  };
}

export interface LookupKeys {
  registrationIds: string[];
  paymentIds: string[];
  merchantTransactionIds: string[];
}

/** Real payment ids and merchant transaction ids, spread over the table. */
export async function lookupKeys(client: ApiClient, count: number): Promise<LookupKeys> {
  const page = await client.json<{ data: Registration[] }>(
    listPath({ paymentMode: ['online'], sort: 'registrationId', order: 'asc', limit: 50, offset: Math.floor(count / 3) }),
  );
  return {
    registrationIds: page.data.map((row) => row.registrationId),
    paymentIds: page.data.map((row) => row.payment.paymentId),
    merchantTransactionIds: page.data.map((row) => row.merchantTransactionId).filter((id): id is string => Boolean(id)),
  };
}

export function readCases(count: number, keys: LookupKeys): HttpCase[] {
  const deepOffset = Math.max(0, Math.floor((count * 0.9) / 50) * 50);
  const single = (name: string, kind: CaseKind, path: string, search = false): HttpCase => ({ name, kind, connections: 1, next: fixed(path), search });
  const paymentId = cycle(keys.paymentIds);
  const merchantId = cycle(keys.merchantTransactionIds);
  const registrationId = cycle(keys.registrationIds);
  const { two, three, eight } = SEARCH_TERMS;
  return [
    ...FILTER_MIXES.map(([name, query]) => single(`list: ${name}`, 'list-filter', listPath(query))),
    single(`list: search "${two}" (2 characters)`, 'list-search-2', listPath({ q: two }), true),
    single(`list: search "${three}" (3 characters)`, 'list-search', listPath({ q: three }), true),
    single(`list: search "${eight}" (8 characters)`, 'list-search', listPath({ q: eight }), true),
    single(`list: search "${three}" + paymentStatus=pending`, 'list-search', listPath({ q: three, paymentStatus: ['pending'] }), true),
    // What the list screen asks for: the rows without their total, and the total apart.
    single(`search rows alone: "${two}" (2 characters)`, 'rows-search', listPath({ q: two, withTotal: false }), true),
    single(`search rows alone: "${three}" (3 characters)`, 'rows-search', listPath({ q: three, withTotal: false }), true),
    single(`search rows alone: "${eight}" (8 characters)`, 'rows-search', listPath({ q: eight, withTotal: false }), true),
    {
      name: 'search: an exact registration id (rows and total)',
      kind: 'id-search',
      connections: 1,
      search: true,
      next: () => ({ method: 'GET', path: listPath({ q: registrationId(), withTotal: false }) }),
    },
    single(`search count alone: "${two}"`, 'count-search', countPath({ q: two }), true),
    single(`search count alone: "${three}"`, 'count-search', countPath({ q: three }), true),
    single(`search count alone: "${eight}"`, 'count-search', countPath({ q: eight }), true),
    single(`search count alone: "${three}" + paymentStatus=pending`, 'count-search', countPath({ q: three, paymentStatus: ['pending'] }), true),
    // A header click sorts ascending first.
    ...SORT_KEYS.map((sort) => single(`list: sort ${sort} asc`, 'list-sort', listPath({ sort, order: 'asc' }))),
    single('list: sort createdAt desc', 'list-sort', listPath({ sort: 'createdAt', order: 'desc' })),
    single(`list: deep page (offset ${deepOffset.toLocaleString('en-US')})`, 'list-deep', listPath({ offset: deepOffset })),
    single('GET /admin/stats', 'stats', '/admin/stats'),
    { name: 'GET /admin/stats, 10 connections (throughput)', kind: 'stats-throughput', connections: 10, next: fixed('/admin/stats') },
    single('GET /admin/activity?limit=5', 'activity', '/admin/activity?limit=5'),
    single('GET /admin/audit?limit=25 (audit screen)', 'audit', '/admin/audit?limit=25'),
    // The palette's own call (shell usePaletteSearch): five rows, no total.
    single(`palette: "${two}", 5 results`, 'palette-2', listPath({ q: two, limit: 5, withTotal: false }), true),
    single(`palette: "${SEARCH_TERMS.paletteFour}", 5 results`, 'palette-4', listPath({ q: SEARCH_TERMS.paletteFour, limit: 5, withTotal: false }), true),
    single('Duplicate Audit first screen (limit 20)', 'duplicates', '/admin/registrations/duplicates?limit=20'),
    {
      name: 'lookup by payment id',
      kind: 'lookup',
      connections: 1,
      next: () => ({ method: 'GET', path: `/admin/find-by-payment-id?paymentId=${encodeURIComponent(paymentId())}` }),
    },
    {
      name: 'lookup by merchant transaction id',
      kind: 'lookup',
      connections: 1,
      next: () => ({ method: 'GET', path: `/admin/find-by-merchant-transaction-id?merchantTransactionId=${encodeURIComponent(merchantId())}` }),
    },
  ];
}

/** Rows each write case changes, disjoint so that every request finds its row eligible. */
export interface WriteRows {
  confirm: string[];
  disqualify: string[];
  writersConfirm: string[];
  writersDisqualify: string[];
}

/** Up to `wanted` registrations of the list's answer to `query`, by id (ascending unless the query says). */
export async function listedRegistrations(client: ApiClient, query: Partial<RegistrationListQuery>, wanted: number): Promise<Registration[]> {
  const rows: Registration[] = [];
  while (rows.length < wanted) {
    const limit = Math.min(1000, wanted - rows.length);
    const page = await client.json<{ data: Registration[] }>(listPath({ sort: 'registrationId', order: 'asc', ...query, limit, offset: rows.length }));
    rows.push(...page.data);
    if (page.data.length < limit) break;
  }
  return rows;
}

const registrationIds = async (client: ApiClient, query: Partial<RegistrationListQuery>, wanted: number) =>
  (await listedRegistrations(client, query, wanted)).map((row) => row.registrationId);

/**
 * Pending payments to confirm and active, paid registrations to disqualify (the two sets cannot
 * overlap), split between the single-writer cases and the 20 concurrent writers.
 * `perCase` bounds each list: no write case sends more than that many requests.
 */
export async function prepareWriteRows(client: ApiClient, perCase: number): Promise<WriteRows> {
  // Active ones: a duplicate's or disqualified registration's payment needs a second click of its own.
  const pending = await registrationIds(client, { paymentStatus: ['pending'], status: ['active'] }, perCase * 2);
  const paidActive = await registrationIds(client, { status: ['active'], paymentStatus: ['success'] }, perCase * 2);
  const half = <T>(values: T[]) => [values.slice(0, Math.ceil(values.length / 2)), values.slice(Math.ceil(values.length / 2))] as const;
  const [confirm, writersConfirm] = half(pending);
  const [disqualify, writersDisqualify] = half(paidActive);
  return { confirm, disqualify, writersConfirm, writersDisqualify };
}

const confirmRequest = (id: string): LoadRequest => ({
  method: 'PUT',
  path: `/admin/register/${encodeURIComponent(id)}`,
  body: { payment: { status: 'success', mode: 'offline' }, adminNote: 'Confirmed by the benchmark' },
});
const disqualifyRequest = (id: string): LoadRequest => ({
  method: 'PUT',
  path: `/admin/registrations/${encodeURIComponent(id)}/status`,
  body: { status: 'disqualified', note: 'Disqualified by the benchmark run.' },
});

export const WRITER_CONNECTIONS = 20;

export function writeCases(rows: WriteRows): HttpCase[] {
  const confirmNext = once(rows.confirm);
  const disqualifyNext = once(rows.disqualify);
  const writerConfirm = once(rows.writersConfirm);
  const writerDisqualify = once(rows.writersDisqualify);
  let turn = 0;
  return [
    { name: 'confirm payment (one writer)', kind: 'write', connections: 1, amount: rows.confirm.length, next: () => confirmRequest(confirmNext()) },
    { name: 'disqualify (one writer)', kind: 'write', connections: 1, amount: rows.disqualify.length, next: () => disqualifyRequest(disqualifyNext()) },
    {
      name: `${WRITER_CONNECTIONS} concurrent writers (confirm and disqualify in turn)`,
      kind: 'writers',
      connections: WRITER_CONNECTIONS,
      amount: 2 * Math.min(rows.writersConfirm.length, rows.writersDisqualify.length),
      next: () => (turn++ % 2 === 0 ? confirmRequest(writerConfirm()) : disqualifyRequest(writerDisqualify())),
    },
  ];
}

/** The figures writes must move: each confirm adds a successful payment, each disqualification a disqualified row, each of them one activity entry. */
export interface WriteCounters {
  successfulPayments: number;
  totalDisqualified: number;
  activityEntries: number;
}

export async function writeCounters(client: ApiClient): Promise<WriteCounters> {
  const stats = await client.json<DashboardStats>('/admin/stats');
  const activity = await client.json<{ total: number }>('/admin/activity?limit=1');
  return { successfulPayments: stats.successfulPayments, totalDisqualified: stats.totalDisqualified, activityEntries: activity.total };
}
