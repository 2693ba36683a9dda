import { calendarDayIn } from 'shared/domain/payments/receipts';
import type { Registration } from 'shared/domain/registrations/registration';
import type { ApiClient } from './api-client';
import type { HttpCase } from './http-cases';

// The receipt reads at scale: the receipt register (a page with its count and total), each day's
// collections, and the receipt PDF. The loaded receipts (api seed --receipts) were issued over the
// six weeks before today, by five staff members; the PDF case prints receipts this run confirms.

/** Receipts loaded per registration: 600,000 at 1,000,000, as the issue asks. */
export const RECEIPTS_PER_REGISTRATION = 0.6;
const PDF_RECEIPTS = 20;
const ZONE = 'Asia/Kolkata';

function cycle<T>(values: readonly T[]): () => T {
  let index = 0;
  return () => values[index++ % values.length]!;
}

/** Confirms a few pending payments (each confirmation issues a receipt) and answers their ids, for the PDF case. */
export async function confirmedForPdf(client: ApiClient): Promise<string[]> {
  const { data } = await client.json<{ data: Registration[] }>(`/admin/registrations?paymentStatus=pending&status=active&limit=${PDF_RECEIPTS}`);
  for (const registration of data) {
    await client.json(`/admin/register/${encodeURIComponent(registration.registrationId)}`, {
      method: 'PUT',
      body: { payment: { status: 'success', mode: 'offline' } },
    });
  }
  return data.map((registration) => registration.registrationId);
}

/** The cases, the PDF one printing the receipts of `pdfRegistrationIds` in turn. */
export function receiptCases(pdfRegistrationIds: readonly string[]): HttpCase[] {
  const today = calendarDayIn(ZONE);
  const daysAgo = (days: number) => calendarDayIn(ZONE, new Date(Date.now() - days * 86_400_000));
  const pdfIds = cycle(pdfRegistrationIds);
  const get = (path: string) => () => ({ method: 'GET' as const, path });
  return [
    {
      name: 'receipt register: first page, no filter (count and total of all)',
      kind: 'receipt-register',
      connections: 1,
      next: get('/admin/receipts?limit=50'),
    },
    { name: 'receipt register: one day', kind: 'receipt-register', connections: 1, next: get(`/admin/receipts?from=${daysAgo(3)}&to=${daysAgo(3)}&limit=50`) },
    {
      name: 'receipt register: one staff member, 30 days, issued',
      kind: 'receipt-register',
      connections: 1,
      next: get(`/admin/receipts?from=${daysAgo(30)}&to=${today}&issuedBy=staff@example.org&status=issued&limit=50`),
    },
    { name: 'collections: today', kind: 'collections', connections: 1, next: get('/admin/payments/collections') },
    {
      name: 'collections: one day, 3 days ago',
      kind: 'collections',
      connections: 1,
      next: get(`/admin/payments/collections?from=${daysAgo(3)}&to=${daysAgo(3)}`),
    },
    { name: 'collections: 7 days', kind: 'collections', connections: 1, next: get(`/admin/payments/collections?from=${daysAgo(6)}&to=${today}`) },
    {
      name: 'collections: 6 weeks (every loaded receipt)',
      kind: 'collections-range',
      connections: 1,
      next: get(`/admin/payments/collections?from=${daysAgo(42)}&to=${today}`),
    },
    {
      name: 'receipt PDF (a duplicate copy)',
      kind: 'receipt-pdf',
      connections: 1,
      next: () => ({ method: 'GET', path: `/admin/registrations/${encodeURIComponent(pdfIds())}/receipt` }),
    },
  ];
}
