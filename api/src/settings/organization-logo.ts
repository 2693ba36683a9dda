import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import type { RefusalCode } from 'shared/domain/common/refusal-codes';
import type { AuditActor } from 'shared/domain/registrations/registration';
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, LOGO_REFUSALS, type LogoType } from 'shared/domain/settings/logo';
import type { OrganizationLogoAnswer } from 'shared/domain/settings/settings-answers';
import { writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { detectImageType } from '../profile/image-type';

// The organisation's logo, printed on every receipt: one row in the database (every API instance
// prints the same), checked as pdfkit will draw it before it is kept, and drawn from a copy prepared
// once per logo and process, not decoded again for each receipt.

/** What pdfkit's image embedding writes into a document, recorded once to be written again into each receipt. */
interface RecordedObject {
  data: Record<string, unknown>;
  content?: Uint8Array;
}

/** A logo ready to place in any document: its size in pixels, EXIF orientation and recorded image object. */
export interface PreparedLogo {
  sha256: string;
  width: number;
  height: number;
  orientation: number;
  image: RecordedObject;
}

interface PdfkitImage {
  width: number;
  height: number;
  orientation?: number;
  obj: unknown;
  image?: { imgData: Uint8Array; interlaceMethod: number };
  embed(document: unknown): void;
}

/** Each refusal of a logo: its status and code, its words from LOGO_REFUSALS. */
const LOGO_REFUSAL_KINDS = {
  notImage: { status: 415, code: 'logo-not-image' },
  unreadable: { status: 422, code: 'logo-unreadable' },
  tooLarge: { status: 413, code: 'logo-too-large' },
  tooManyPixels: { status: 422, code: 'logo-too-many-pixels' },
} as const satisfies Record<keyof typeof LOGO_REFUSALS, { status: number; code: RefusalCode }>;

/** A refused logo: the upload route's own refusals of Fastify's (too large, not an image) say the same. */
export const logoRefused = (kind: keyof typeof LOGO_REFUSALS) =>
  new HttpError(LOGO_REFUSAL_KINDS[kind].status, LOGO_REFUSAL_KINDS[kind].code, LOGO_REFUSALS[kind]);

/** pdfkit's parse of the bytes, with their zlib data inflated once: a PNG that would fail as a receipt is drawn fails here. */
function openChecked(bytes: Buffer): PdfkitImage {
  let image: PdfkitImage;
  try {
    image = (new PDFDocument({ autoFirstPage: false }) as unknown as { openImage(src: Buffer): PdfkitImage }).openImage(bytes);
    // pdfkit inflates a PNG's pixels asynchronously, where a failure is thrown outside any caller.
    if (image.image) inflateSync(image.image.imgData);
  } catch {
    throw logoRefused('unreadable');
  }
  if (!(image.width > 0 && image.height > 0)) throw logoRefused('unreadable');
  if (image.width > LOGO_MAX_SIDE || image.height > LOGO_MAX_SIDE) throw logoRefused('tooManyPixels');
  return image;
}

/** Embeds the image into a stand-in document that records what pdfkit writes. */
async function record(image: PdfkitImage): Promise<RecordedObject> {
  let root: RecordedObject | null = null;
  const finished = new Promise<RecordedObject>((resolve) => {
    const standIn = {
      ref(data: Record<string, unknown> = {}) {
        const recorded: RecordedObject & { end(content?: Uint8Array): void } = {
          data,
          end(content?: Uint8Array) {
            if (content) recorded.content = content;
            if (recorded === root) resolve(recorded);
          },
        };
        root ??= recorded;
        return recorded;
      },
    };
    image.embed(standIn);
  });
  const { data, content } = await finished;
  return { data, ...(content && { content }) };
}

const isRecorded = (value: unknown): value is RecordedObject =>
  typeof value === 'object' && value !== null && 'data' in value && typeof (value as { data: unknown }).data === 'object' && !Array.isArray(value);

interface PdfReference {
  end(content?: Uint8Array): void;
}

function replay(doc: PDFKit.PDFDocument, recorded: RecordedObject): PdfReference {
  const copy = (value: unknown): unknown => {
    if (isRecorded(value)) return replay(doc, value);
    if (Array.isArray(value)) return value.map(copy);
    return value;
  };
  const data = Object.fromEntries(Object.entries(recorded.data).map(([key, value]) => [key, copy(value)]));
  const reference = (doc as unknown as { ref(data: Record<string, unknown>): PdfReference }).ref(data);
  reference.end(recorded.content);
  return reference;
}

/** Draws the logo into `doc`, fitted into the box at (x, y). */
export function drawLogo(doc: PDFKit.PDFDocument, logo: PreparedLogo, x: number, y: number, fit: [number, number]): void {
  const image = { width: logo.width, height: logo.height, orientation: logo.orientation, label: 'Logo', obj: replay(doc, logo.image) };
  doc.image(image as unknown as Buffer, x, y, { fit, align: 'center', valign: 'center' });
}

async function prepare(sha256: string, bytes: Buffer): Promise<PreparedLogo> {
  const image = openChecked(bytes);
  return { sha256, width: image.width, height: image.height, orientation: image.orientation ?? 1, image: await record(image) };
}

let prepared: Promise<PreparedLogo> | null = null;
let preparedSha: string | null = null;

/** The logo receipts print now (null: none), prepared once for each logo this process meets. */
export async function receiptLogo(db: Queryable, sha256: string | null): Promise<PreparedLogo | null> {
  if (!sha256) return null;
  if (preparedSha !== sha256 || !prepared) {
    preparedSha = sha256;
    prepared = (async () => {
      const [row] = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM organization_logo WHERE sha256 = $1', [sha256]);
      if (!row) throw new Error('The logo changed while it was read');
      return prepare(sha256, Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength));
    })();
    // A failed read is tried again by the next receipt.
    prepared.catch(() => {
      if (preparedSha === sha256) [prepared, preparedSha] = [null, null];
    });
  }
  return prepared;
}

interface LogoRow {
  content_type: LogoType;
  base64: string;
  bytes: number;
  width: number;
  height: number;
  updated_at: Date;
  updated_by: string;
  [column: string]: unknown;
}

/** The logo as the settings screen shows it; null: none. */
export async function readOrganizationLogo(db: Queryable): Promise<OrganizationLogoAnswer> {
  const [row] = await db.query<LogoRow>(
    `SELECT content_type, encode(bytes, 'base64') AS base64, length(bytes) AS bytes, width, height, updated_at, updated_by FROM organization_logo`,
  );
  if (!row) return { logo: null };
  return {
    logo: {
      contentType: row.content_type,
      // PostgreSQL breaks base64 into lines of 76 characters.
      base64: row.base64.replace(/\s+/g, ''),
      bytes: Number(row.bytes),
      width: row.width,
      height: row.height,
      updatedAt: new Date(row.updated_at).toISOString(),
      updatedBy: row.updated_by,
    },
  };
}

/** Checks the bytes as a receipt will draw them, then keeps them as the logo; audited. */
export async function setOrganizationLogo(db: Database, bytes: Buffer, actor: AuditActor): Promise<OrganizationLogoAnswer> {
  if (bytes.length > LOGO_MAX_BYTES) throw logoRefused('tooLarge');
  const type = detectImageType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') throw logoRefused('notImage');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const { width, height } = await prepare(sha256, bytes);
  await db.transaction(async (tx) => {
    const [before] = await tx.query<{ sha256: string }>('SELECT sha256 FROM organization_logo FOR UPDATE');
    await tx.query(
      `INSERT INTO organization_logo (content_type, bytes, width, height, sha256, updated_by) VALUES ($1, decode($2, 'base64'), $3, $4, $5, $6)
       ON CONFLICT (only_one) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes, width = EXCLUDED.width,
         height = EXCLUDED.height, sha256 = EXCLUDED.sha256, updated_at = now(), updated_by = EXCLUDED.updated_by`,
      [type, bytes.toString('base64'), width, height, sha256, actor.email ?? actor.uid],
    );
    await writeAuditEntry(tx, {
      actor,
      action: 'settings.updated',
      target: { type: 'settings', id: 'organization', label: 'organization' },
      before: { logo: before?.sha256 ?? null },
      after: { logo: sha256 },
      note: `Logo: ${type === 'image/png' ? 'PNG' : 'JPEG'}, ${width}x${height} px`,
    });
  });
  return readOrganizationLogo(db);
}

/** Receipts print no logo from now on; audited when there was one. */
export async function removeOrganizationLogo(db: Database, actor: AuditActor): Promise<OrganizationLogoAnswer> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.query<{ sha256: string }>('DELETE FROM organization_logo RETURNING sha256');
    if (!removed) return;
    await writeAuditEntry(tx, {
      actor,
      action: 'settings.updated',
      target: { type: 'settings', id: 'organization', label: 'organization' },
      before: { logo: removed.sha256 },
      after: { logo: null },
      note: null,
    });
  });
  return { logo: null };
}
