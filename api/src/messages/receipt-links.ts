import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';

// A parent's link to a receipt, `/r/<id>.<signature>`: the id is random and the signature (HMAC
// with a key kept in the database, the same for every instance) makes a guessed or edited token
// fail before the database is asked. The token names a link, never the registration.

const LINK_DAYS = 90;
const KEY_NAME = 'receipt-links';

export async function signingKey(db: Queryable): Promise<Buffer> {
  // One statement: the key made by the first link ever, or this one's if it is the first.
  const [row] = await db.query<{ secret: string }>(
    `WITH made AS (INSERT INTO signing_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING secret)
     SELECT secret FROM made UNION ALL SELECT secret FROM signing_keys WHERE name = $1 LIMIT 1`,
    [KEY_NAME, randomBytes(32).toString('base64')],
  );
  return Buffer.from(row!.secret, 'base64');
}

/** A link's token: its id (18 random bytes) and signature (HMAC-SHA-256), both base64url. */
export const RECEIPT_LINK_TOKEN = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (key: Buffer, id: string) => createHmac('sha256', key).update(id).digest('base64url');

export interface NewReceiptLink {
  id: string;
  receiptNumber: string;
  /** What the parent's URL carries: the id and its signature. */
  token: string;
}

/** A new link to the receipt, signed with `key` (signingKey); written by insertReceiptLinks. */
export function newReceiptLink(key: Buffer, receiptNumber: string): NewReceiptLink {
  const id = randomBytes(18).toString('base64url');
  return { id, receiptNumber, token: `${id}.${signatureOf(key, id)}` };
}

/** Writes links in one statement, each valid for 90 days. */
export async function insertReceiptLinks(tx: Queryable, links: readonly NewReceiptLink[]): Promise<void> {
  if (links.length === 0) return;
  await tx.query(
    `INSERT INTO receipt_links (id, receipt_number, expires_at)
     SELECT l.id, l.receipt_number, now() + make_interval(days => $3) FROM unnest($1::text[], $2::text[]) AS l(id, receipt_number)`,
    [links.map((link) => link.id), links.map((link) => link.receiptNumber), LINK_DAYS],
  );
}

export type LinkLookup = { found: true; receiptNumber: string; registrationId: string; fetches: number } | { found: false; reason: 'invalid' | 'expired' };

/** The receipt a token names, counting this fetch; a token whose signature fails or whose link expired finds nothing. */
export async function fetchReceiptLink(db: Queryable, token: string): Promise<LinkLookup> {
  const match = RECEIPT_LINK_TOKEN.exec(token);
  if (!match) return { found: false, reason: 'invalid' };
  const [, id, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(signatureOf(await signingKey(db), id));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { found: false, reason: 'invalid' };
  const [row] = await db.query<{ receipt_number: string; registration_id: string; fetches: number; expired: boolean }>(
    `UPDATE receipt_links l SET fetches = l.fetches + CASE WHEN l.expires_at > now() THEN 1 ELSE 0 END
     FROM receipts r WHERE l.id = $1 AND r.number = l.receipt_number
     RETURNING l.receipt_number, r.registration_id, l.fetches, l.expires_at <= now() AS expired`,
    [id],
  );
  if (!row) return { found: false, reason: 'invalid' };
  if (row.expired) return { found: false, reason: 'expired' };
  return { found: true, receiptNumber: row.receipt_number, registrationId: row.registration_id, fetches: row.fetches };
}
