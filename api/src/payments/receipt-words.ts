// What a receipt says, in the organisation's receipt language (Settings > Payment, issue 63): its
// labels, the way a payment was paid, and the amount in words counted the Indian way. Names, ids and
// the organisation's own details are printed as they were written.
import type { Language } from 'shared/i18n/languages';
import type { PaymentMethod, PaymentMode } from 'shared/domain/common/enums';
import { paymentWayText } from 'shared/domain/common/labels';
import { rupeesInWords } from 'shared/domain/payments/receipts';

export interface ReceiptWords {
  title: string;
  duplicate: string;
  cancelled: string;
  cancelledDetail: (when: string, by: string, reason: string) => string;
  phone: string;
  email: string;
  number: string;
  issuedAt: string;
  participant: string;
  registrationId: string;
  school: string;
  amount: string;
  amountInWords: string;
  mode: string;
  paymentId: string;
  confirmedBy: string;
  approvedBy: string;
  notApplicable: string;
  footer: string;
  paidBy: (payment: { mode: PaymentMode; method?: PaymentMethod | null }) => string;
  rupees: (amount: number) => string;
}

type Way = PaymentMethod | PaymentMode;
const wayIn = (words: Record<Way, string>) => (payment: { mode: PaymentMode; method?: PaymentMethod | null }) => words[payment.method ?? payment.mode];

// ---- Hindi numbers: every number below a hundred has a word of its own.
const HINDI_BELOW_HUNDRED = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस ' +
  'इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस ' +
  'इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ ' +
  'इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी ' +
  'इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानबे बानबे तिरानबे चौरानबे पंचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे'
).split(' ');

/** Counted in crores, lakhs, thousands and hundreds, each followed by its own word: 1,23,456 -> 'एक लाख तेईस हज़ार चार सौ छप्पन'. */
function hindiNumber(n: number): string {
  if (n < 100) return HINDI_BELOW_HUNDRED[n]!;
  const scales: [number, string][] = [
    [10_000_000, 'करोड़'],
    [100_000, 'लाख'],
    [1_000, 'हज़ार'],
    [100, 'सौ'],
  ];
  for (const [scale, word] of scales)
    if (n >= scale) {
      const rest = n % scale;
      return [`${hindiNumber(Math.floor(n / scale))} ${word}`, rest ? hindiNumber(rest) : ''].filter(Boolean).join(' ');
    }
  return HINDI_BELOW_HUNDRED[n]!;
}

// ---- Tamil numbers: a number followed by another takes its joining form (இருபது, இருபத்து ஒன்று).
const TAMIL_ONES = ['', 'ஒன்று', 'இரண்டு', 'மூன்று', 'நான்கு', 'ஐந்து', 'ஆறு', 'ஏழு', 'எட்டு', 'ஒன்பது'];
const TAMIL_TEENS = ['பத்து', 'பதினொன்று', 'பன்னிரண்டு', 'பதின்மூன்று', 'பதினான்கு', 'பதினைந்து', 'பதினாறு', 'பதினேழு', 'பதினெட்டு', 'பத்தொன்பது'];
const TAMIL_TENS = ['', '', 'இருபது', 'முப்பது', 'நாற்பது', 'ஐம்பது', 'அறுபது', 'எழுபது', 'எண்பது', 'தொண்ணூறு'];
const TAMIL_TENS_JOINING = ['', '', 'இருபத்து', 'முப்பத்து', 'நாற்பத்து', 'ஐம்பத்து', 'அறுபத்து', 'எழுபத்து', 'எண்பத்து', 'தொண்ணூற்று'];
const TAMIL_HUNDREDS = ['', 'நூறு', 'இருநூறு', 'முந்நூறு', 'நானூறு', 'ஐநூறு', 'அறுநூறு', 'எழுநூறு', 'எண்ணூறு', 'தொள்ளாயிரம்'];
const TAMIL_HUNDREDS_JOINING = ['', 'நூற்று', 'இருநூற்று', 'முந்நூற்று', 'நானூற்று', 'ஐநூற்று', 'அறுநூற்று', 'எழுநூற்று', 'எண்ணூற்று', 'தொள்ளாயிரத்து'];
/** Each scale alone and joining what follows, with its own word for one of it. */
const TAMIL_SCALES: [scale: number, alone: string, joining: string, one: string][] = [
  [10_000_000, 'கோடி', 'கோடியே', 'ஒரு'],
  [100_000, 'இலட்சம்', 'இலட்சத்து', 'ஒரு'],
  [1_000, 'ஆயிரம்', 'ஆயிரத்து', ''],
];

function tamilBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tens = Math.floor(rest / 10);
  const below =
    rest === 0
      ? ''
      : rest < 10
        ? TAMIL_ONES[rest]!
        : rest < 20
          ? TAMIL_TEENS[rest - 10]!
          : rest % 10
            ? `${TAMIL_TENS_JOINING[tens]} ${TAMIL_ONES[rest % 10]}`
            : TAMIL_TENS[tens]!;
  if (!hundreds) return below;
  return rest ? `${TAMIL_HUNDREDS_JOINING[hundreds]} ${below}` : TAMIL_HUNDREDS[hundreds]!;
}

/** 1,23,456 -> 'ஒரு இலட்சத்து இருபத்து மூன்று ஆயிரத்து நானூற்று ஐம்பத்து ஆறு'. */
function tamilNumber(n: number): string {
  if (n === 0) return 'பூஜ்ஜியம்';
  for (const [scale, alone, joining, one] of TAMIL_SCALES)
    if (n >= scale) {
      const count = Math.floor(n / scale);
      const rest = n % scale;
      const counted = count === 1 ? [one, rest ? joining : alone] : [tamilNumber(count), rest ? joining : alone];
      return [...counted, rest ? tamilNumber(rest) : ''].filter(Boolean).join(' ');
    }
  return tamilBelowThousand(n);
}

const wholeRupees = (amount: number) => {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('A whole, non-negative number of rupees');
  return amount;
};

export const RECEIPT_WORDS: Record<Language, ReceiptWords> = {
  'en-IN': {
    title: 'Payment Receipt',
    duplicate: 'Duplicate copy',
    cancelled: 'Cancelled',
    cancelledDetail: (when, by, reason) => `${when} by ${by}. Reason: ${reason}`,
    phone: 'Phone',
    email: 'E-mail',
    number: 'Receipt number',
    issuedAt: 'Date and time',
    participant: 'Participant',
    registrationId: 'Registration ID',
    school: 'School',
    amount: 'Amount',
    amountInWords: 'Amount in words',
    mode: 'Mode',
    paymentId: 'Payment ID',
    confirmedBy: 'Confirmed by',
    approvedBy: 'Approved by',
    notApplicable: 'N/A',
    footer: 'A computer-generated receipt: no signature is needed.',
    paidBy: paymentWayText,
    rupees: rupeesInWords,
  },
  'hi-IN': {
    title: 'भुगतान रसीद',
    duplicate: 'डुप्लिकेट प्रति',
    cancelled: 'रद्द',
    cancelledDetail: (when, by, reason) => `${when} को ${by} द्वारा। कारण: ${reason}`,
    phone: 'फ़ोन',
    email: 'ईमेल',
    number: 'रसीद संख्या',
    issuedAt: 'दिनांक और समय',
    participant: 'प्रतिभागी',
    registrationId: 'पंजीकरण आईडी',
    school: 'स्कूल',
    amount: 'राशि',
    amountInWords: 'राशि शब्दों में',
    mode: 'भुगतान का तरीका',
    paymentId: 'भुगतान आईडी',
    confirmedBy: 'पुष्टि करने वाले',
    approvedBy: 'अनुमोदन करने वाले',
    notApplicable: 'लागू नहीं',
    footer: 'यह कंप्यूटर से बनी रसीद है: इस पर हस्ताक्षर की आवश्यकता नहीं है।',
    paidBy: wayIn({ cash: 'नकद', bank: 'बैंक ट्रांसफ़र', cheque: 'चेक', upi: 'UPI', online: 'ऑनलाइन', offline: 'ऑफ़लाइन' }),
    rupees: (amount) => (wholeRupees(amount) === 1 ? 'एक रुपया मात्र' : `${hindiNumber(amount)} रुपये मात्र`),
  },
  'ta-IN': {
    title: 'கட்டண ரசீது',
    duplicate: 'நகல் பிரதி',
    cancelled: 'ரத்து செய்யப்பட்டது',
    cancelledDetail: (when, by, reason) => `${when} அன்று ${by} ரத்து செய்தார். காரணம்: ${reason}`,
    phone: 'தொலைபேசி',
    email: 'மின்னஞ்சல்',
    number: 'ரசீது எண்',
    issuedAt: 'தேதி மற்றும் நேரம்',
    participant: 'பங்கேற்பாளர்',
    registrationId: 'பதிவு எண்',
    school: 'பள்ளி',
    amount: 'தொகை',
    amountInWords: 'தொகை எழுத்தில்',
    mode: 'செலுத்திய முறை',
    paymentId: 'கட்டண எண்',
    confirmedBy: 'உறுதிப்படுத்தியவர்',
    approvedBy: 'ஒப்புதல் அளித்தவர்',
    notApplicable: 'பொருந்தாது',
    footer: 'இது கணினியில் உருவாக்கப்பட்ட ரசீது: கையொப்பம் தேவையில்லை.',
    paidBy: wayIn({ cash: 'ரொக்கம்', bank: 'வங்கிப் பரிமாற்றம்', cheque: 'காசோலை', upi: 'UPI', online: 'ஆன்லைன்', offline: 'ஆஃப்லைன்' }),
    rupees: (amount) => `${tamilNumber(wholeRupees(amount))} ரூபாய் மட்டும்`,
  },
};
