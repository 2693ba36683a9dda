import { pdfActualTexts, pdfText } from '../../test/support/pdf-text';
import { renderReceiptPdf, scriptRuns, type ReceiptDocument } from './receipt-pdf';

// Word shapes are kept across receipts (receipt-pdf.ts): a receipt drawn after others must come out
// as it did the first time, with its own words.

const receipt = (participant: string): ReceiptDocument => ({
  organization: {
    name: 'Abacus Academy',
    primaryColor: '#1565c0',
    address: '12 MG Road\nPune 411001',
    phone: '+91 20 4000 1234',
    email: 'office@abacus.example',
  },
  logo: null,
  number: 'RCT/2627/000042',
  issuedAt: new Date('2026-11-28T10:00:00Z'),
  participant,
  registrationId: 'REG-100042',
  school: 'Sunrise Public School',
  amount: 12_345,
  mode: 'offline',
  method: 'cash',
  paymentId: 'pay_42',
  confirmedBy: 'staff@example.org',
  approvedBy: 'admin@example.org',
  duplicate: true,
  cancelled: { at: new Date('2026-11-28T11:00:00Z'), by: 'admin@example.org', reason: 'Entered against the wrong registration by the front desk' },
  timeZone: 'Asia/Kolkata',
  language: 'en-IN',
});

/** The file without what pdfkit stamps per render (its creation time and file id). */
const withoutStamps = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d+Z\)/g, '')
    .replace(/\/ID \[[^\]]*\]/g, '');

it('draws a receipt the same way the second time its words are drawn', async () => {
  const first = withoutStamps(await renderReceiptPdf(receipt('Aarav Sharma')));
  await renderReceiptPdf(receipt('Aarav Sharma Kumar'));
  const again = withoutStamps(await renderReceiptPdf(receipt('Aarav Sharma')));
  expect(again).toBe(first);
});

it('draws each receipt with its own words', async () => {
  const [one, other] = [await renderReceiptPdf(receipt('Aarav Sharma')), await renderReceiptPdf(receipt('Diya Iyer'))];
  expect(withoutStamps(one)).not.toBe(withoutStamps(other));
});

describe('names in Indian scripts', () => {
  const tamil = 'கொற்கை செல்வி';
  const hindi = 'प्रिया शर्मा';

  it('prints a Tamil and a Hindi name in a font that has their letters, and carries the words for copy and search', async () => {
    const pdf = await renderReceiptPdf({ ...receipt(tamil), school: `${hindi} Vidyalaya`, confirmedBy: 'Aarav Sharma' });
    const file = pdf.toString('latin1');
    expect(file).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansTamil-Regular/);
    expect(file).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    // The shaped glyphs stand in drawing order; the words travel beside them.
    expect(pdfActualTexts(pdf)).toEqual([tamil, `${hindi} Vidyalaya`]);
    // Latin text keeps Noto Sans and reads back as it is.
    expect(file).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(await pdfText(new Uint8Array(pdf))).toContain('Confirmed by Aarav Sharma');
  });

  it.each([
    ['hi-IN', ['भुगतान रसीद', 'राशि शब्दों में', 'बारह हज़ार तीन सौ पैंतालीस रुपये मात्र', 'नकद', 'यह कंप्यूटर से बनी रसीद है: इस पर हस्ताक्षर की आवश्यकता नहीं है।']],
    ['ta-IN', ['கட்டண ரசீது', 'தொகை எழுத்தில்', 'பன்னிரண்டு ஆயிரத்து முந்நூற்று நாற்பத்து ஐந்து ரூபாய் மட்டும்', 'ரொக்கம்', 'நகல் பிரதி']],
  ] as const)('prints the receipt in the receipt language %s: its labels, the amount in words and the way it was paid', async (language, words) => {
    const pdf = await renderReceiptPdf({ ...receipt('Aarav Sharma'), language });
    const printed = pdfActualTexts(pdf);
    expect(printed).toEqual(expect.arrayContaining([...words]));
    // The date in the language's own month names, the name as written.
    expect(printed.join('\n')).toMatch(language === 'hi-IN' ? /नव/ : /நவ/);
    expect(await pdfText(new Uint8Array(pdf))).toContain('Aarav Sharma');
    expect(await pdfText(new Uint8Array(pdf))).not.toContain('Amount in words');
  });

  it('prints a receipt of Latin names alone with Noto Sans only', async () => {
    const pdf = await renderReceiptPdf(receipt('Aarav Sharma'));
    expect(pdf.toString('latin1')).not.toMatch(/NotoSans(Tamil|Devanagari)/);
    expect(pdfActualTexts(pdf)).toEqual([]);
  });

  it('cuts a text where its script changes, spaces, digits and Latin staying with the run they are in', () => {
    expect(scriptRuns('Aarav Sharma')).toEqual([{ script: 'latin', text: 'Aarav Sharma' }]);
    expect(scriptRuns(`Class 4 ${tamil}`)).toEqual([{ script: 'tamil', text: `Class 4 ${tamil}` }]);
    expect(scriptRuns(`${hindi} / ${tamil} 2`)).toEqual([
      { script: 'devanagari', text: `${hindi} / ` },
      { script: 'tamil', text: `${tamil} 2` },
    ]);
  });
});
