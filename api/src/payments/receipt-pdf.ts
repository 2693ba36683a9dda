import { readFileSync } from 'node:fs';
import { create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatDateTime } from 'shared/format/dates';
import { formatCount } from 'shared/format/numbers';
import type { Language } from 'shared/i18n/languages';
import type { PaymentMethod, PaymentMode } from 'shared/domain/common/enums';
import type { OrganizationSettings } from 'shared/domain/settings/settings';
import { drawLogo, type PreparedLogo } from '../settings/organization-logo';
import { RECEIPT_WORDS } from './receipt-words';

// The receipt a parent is given, as a PDF (pdfkit). Noto Sans carries the rupee sign, which the PDF
// standard fonts lack, and Noto Sans Devanagari and Tamil the names written in those scripts; each font
// file is parsed once per process, not per receipt (that cost about 70 ms each).

export interface ReceiptDocument {
  /** Its address, phone and e-mail are printed under the name where set. */
  organization: OrganizationSettings;
  logo: PreparedLogo | null;
  number: string;
  issuedAt: Date;
  participant: string;
  registrationId: string;
  school: string;
  amount: number;
  mode: PaymentMode;
  /** Cash, bank transfer, cheque or UPI when the confirmer said; printed instead of the mode. */
  method: PaymentMethod | null;
  paymentId: string;
  /** The confirmer's name, their e-mail when no name was known. */
  confirmedBy: string | null;
  /** The approver's name, their e-mail when no name was known. */
  approvedBy: string | null;
  /** A second and later download says so. */
  duplicate: boolean;
  cancelled: { at: Date; by: string | null; reason: string } | null;
  /** The person's time zone. */
  timeZone: string;
  /** The organisation's receipt language (Settings > Payment): labels, dates and the amount in words. */
  language: Language;
}

interface ShapedRun {
  glyphs: unknown[];
  positions: { xAdvance: number; [key: string]: number }[];
}
interface ShapingFont {
  layout(text: string, features?: unknown): ShapedRun;
}

const SHAPED_WORDS_KEPT = 2_000;

/**
 * `font`, with each word's shaping kept across receipts: pdfkit keeps it per document only, and
 * shaping was a third of what a receipt allocated (2.0 MB a receipt before, 1.4 after), garbage that
 * grew the API's heap while messages carried thousands of receipts. pdfkit scales the positions it is
 * given in place (by 1 for Noto Sans's 1,000 units per em, not for every font), so each caller gets
 * a copy of its own.
 */
function keepShaping(font: ShapingFont): ShapingFont {
  const shaped = new Map<string, ShapedRun>();
  return Object.assign(Object.create(font) as ShapingFont, {
    layout(text: string, features?: unknown): ShapedRun {
      if (features !== undefined) return font.layout(text, features);
      let run = shaped.get(text);
      if (!run) {
        if (shaped.size >= SHAPED_WORDS_KEPT) shaped.clear();
        const { glyphs, positions } = font.layout(text);
        run = { glyphs, positions: positions.map((position) => ({ ...position })) };
        shaped.set(text, run);
      }
      const positions = run.positions.map((position) => ({ ...position }));
      return {
        glyphs: run.glyphs,
        positions,
        get advanceWidth() {
          return positions.reduce((width, position) => width + position.xAdvance, 0);
        },
      } as ShapedRun;
    },
  });
}

type Weight = 'regular' | 'bold';
type Script = 'latin' | 'devanagari' | 'tamil';

// Noto Sans carries no Indic letters: a Hindi or Tamil name would print as empty boxes. Each script's
// Noto family carries Latin letters, digits and the rupee sign too, so a run of it needs no other.
const FONT_FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  tamil: {
    regular: '@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf',
  },
};
const INDIC_LETTERS: [Script, RegExp][] = [
  ['devanagari', /\p{Script=Devanagari}/u],
  ['tamil', /\p{Script=Tamil}/u],
];

// Parsed on first use: a process that never prints a Tamil name never reads its font.
const fonts = new Map<string, ShapingFont>();
function fontOf(script: Script, weight: Weight): ShapingFont {
  const file = FONT_FILES[script][weight];
  let font = fonts.get(file);
  if (!font) {
    font = keepShaping(parseFont(readFileSync(require.resolve(file))) as unknown as ShapingFont);
    fonts.set(file, font);
  }
  return font;
}

/**
 * `text` cut where its Indic script changes. What belongs to neither (spaces, digits, Latin letters)
 * stays with the run it follows, or the first run when it comes first: every font here draws it.
 */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  let leading = '';
  for (const character of text) {
    const script = INDIC_LETTERS.find(([, letters]) => letters.test(character))?.[0];
    const last = runs.at(-1);
    if (last && (script === undefined || script === last.script)) last.text += character;
    else if (script === undefined) leading += character;
    else {
      runs.push({ script, text: leading + character });
      leading = '';
    }
  }
  return runs.length ? runs : [{ script: 'latin', text }];
}

/**
 * Writes `text` as doc.text does, each script's run in its font. A run of an Indic script carries
 * the words it came from (/ActualText): its shaped glyphs stand in drawing order (a Tamil vowel sign
 * before its consonant), so without it a reader copying or searching the receipt gets them reordered.
 */
function write(doc: PDFKit.PDFDocument, weight: Weight, text: string, x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}) {
  const runs = scriptRuns(text);
  const shaped = runs.some((run) => run.script !== 'latin');
  if (shaped) doc.markContent('Span', { actual: text });
  runs.forEach((run, index) => {
    useFont(doc, run.script, weight);
    const runOptions = { ...options, continued: index < runs.length - 1 };
    if (index === 0) doc.text(run.text, x, y, runOptions);
    else doc.text(run.text, runOptions);
  });
  if (shaped) doc.endMarkedContent();
}

/** Draws in `script`'s font from here on. */
function useFont(doc: PDFKit.PDFDocument, script: Script, weight: Weight): PDFKit.PDFDocument {
  const name = `${script}-${weight}`;
  // pdfkit takes a parsed fontkit font as it takes a file (it checks for `layout`); registering again is free.
  return doc.registerFont(name, fontOf(script, weight) as unknown as Buffer).font(name);
}

/** The height `text` takes at `width`, in the font of its first run. */
const heightOf = (doc: PDFKit.PDFDocument, weight: Weight, text: string, width: number) =>
  useFont(doc, scriptRuns(text)[0]!.script, weight).heightOfString(text, { width });

const WIDTH = 420;
const MARGIN = 36;
const BAND_HEIGHT = 64;
const LOGO_BOX = 44;

export function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const words = RECEIPT_WORDS[receipt.language];
  const doc = new PDFDocument({ size: 'A5', margin: MARGIN, info: { Title: `${words.title} ${receipt.number}`, Author: receipt.organization.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const format = { locale: receipt.language, timeZone: receipt.timeZone };
  const inner = WIDTH - 2 * MARGIN;
  const { organization } = receipt;
  doc.rect(0, 0, WIDTH, BAND_HEIGHT).fill(organization.primaryColor);
  let nameLeft = MARGIN;
  if (receipt.logo) {
    // On white, whatever the brand colour: a logo is drawn for a light background.
    doc.roundedRect(MARGIN, (BAND_HEIGHT - LOGO_BOX) / 2, LOGO_BOX, LOGO_BOX, 4).fill('#ffffff');
    drawLogo(doc, receipt.logo, MARGIN + 2, (BAND_HEIGHT - LOGO_BOX) / 2 + 2, [LOGO_BOX - 4, LOGO_BOX - 4]);
    nameLeft = MARGIN + LOGO_BOX + 10;
  }
  write(doc.fontSize(16).fillColor('#ffffff'), 'bold', organization.name, nameLeft, 22, { width: WIDTH - MARGIN - nameLeft, lineBreak: false, ellipsis: true });

  const contact = [organization.phone && `${words.phone} ${organization.phone}`, organization.email && `${words.email} ${organization.email}`]
    .filter(Boolean)
    .join('   ');
  let titleTop = 84;
  if (organization.address || contact) {
    doc.fontSize(8.5).fillColor('#444444');
    doc.y = BAND_HEIGHT + 8;
    if (organization.address) write(doc, 'regular', organization.address, MARGIN, doc.y, { width: inner });
    if (contact) write(doc, 'regular', contact, MARGIN, doc.y, { width: inner });
    titleTop = doc.y + 10;
  }
  write(doc.fillColor('#111111').fontSize(18), 'bold', words.title, MARGIN, titleTop);
  if (receipt.duplicate) write(doc.fontSize(11).fillColor('#b45309'), 'bold', words.duplicate, MARGIN, titleTop + 6, { width: inner, align: 'right' });
  doc.y = titleTop + 38;
  if (receipt.cancelled) {
    const top = doc.y;
    const detail = words.cancelledDetail(formatDateTime(receipt.cancelled.at, format), receipt.cancelled.by ?? words.notApplicable, receipt.cancelled.reason);
    const detailHeight = heightOf(doc.fontSize(9), 'regular', detail, inner - 20);
    doc
      .rect(MARGIN, top, inner, 34 + detailHeight)
      .lineWidth(1.5)
      .stroke('#b91c1c');
    write(doc.fontSize(14).fillColor('#b91c1c'), 'bold', words.cancelled, MARGIN + 10, top + 8, { width: inner - 20 });
    write(doc.fontSize(9), 'regular', detail, MARGIN + 10, top + 28, { width: inner - 20 });
    doc.y = top + 44 + detailHeight;
  }

  const rows: [string, string][] = [
    [words.number, receipt.number],
    [words.issuedAt, formatDateTime(receipt.issuedAt, format)],
    [words.participant, receipt.participant],
    [words.registrationId, receipt.registrationId],
    [words.school, receipt.school],
    [words.amount, `₹${formatCount(receipt.amount, receipt.language)}`],
    [words.amountInWords, words.rupees(receipt.amount)],
    [words.mode, words.paidBy(receipt)],
    [words.paymentId, receipt.paymentId],
    [words.confirmedBy, receipt.confirmedBy ?? words.notApplicable],
    ...(receipt.approvedBy ? [[words.approvedBy, receipt.approvedBy] as [string, string]] : []),
  ];
  const labelWidth = 110;
  for (const [label, value] of rows) {
    const top = doc.y;
    write(doc.fontSize(9).fillColor('#555555'), 'regular', label, MARGIN, top + 1, { width: labelWidth });
    write(doc.fontSize(11).fillColor('#111111'), label === words.amount || label === words.number ? 'bold' : 'regular', value, MARGIN + labelWidth, top, {
      width: inner - labelWidth,
    });
    doc.y = Math.max(doc.y, top + 14) + 6;
  }
  doc
    .moveTo(MARGIN, doc.y + 4)
    .lineTo(WIDTH - MARGIN, doc.y + 4)
    .lineWidth(0.5)
    .stroke('#cccccc');
  write(doc.fontSize(8).fillColor('#555555'), 'regular', words.footer, MARGIN, doc.y + 12, { width: inner });
  doc.end();
  return done;
}
