import { RECEIPT_WORDS } from './receipt-words';

const hindi = RECEIPT_WORDS['hi-IN'].rupees;
const tamil = RECEIPT_WORDS['ta-IN'].rupees;

describe('the amount in words, counted the Indian way', () => {
  it.each([
    [0, 'शून्य रुपये मात्र'],
    [1, 'एक रुपया मात्र'],
    [45, 'पैंतालीस रुपये मात्र'],
    [99, 'निन्यानबे रुपये मात्र'],
    [300, 'तीन सौ रुपये मात्र'],
    [1_005, 'एक हज़ार पाँच रुपये मात्र'],
    [1_23_456, 'एक लाख तेईस हज़ार चार सौ छप्पन रुपये मात्र'],
    [10_00_00_000, 'दस करोड़ रुपये मात्र'],
    [1_00_00_00_000, 'एक सौ करोड़ रुपये मात्र'],
  ])('in Hindi: %d', (amount, words) => {
    expect(hindi(amount)).toBe(words);
  });

  it.each([
    [0, 'பூஜ்ஜியம் ரூபாய் மட்டும்'],
    [7, 'ஏழு ரூபாய் மட்டும்'],
    [19, 'பத்தொன்பது ரூபாய் மட்டும்'],
    [20, 'இருபது ரூபாய் மட்டும்'],
    [21, 'இருபத்து ஒன்று ரூபாய் மட்டும்'],
    [300, 'முந்நூறு ரூபாய் மட்டும்'],
    [350, 'முந்நூற்று ஐம்பது ரூபாய் மட்டும்'],
    [1_000, 'ஆயிரம் ரூபாய் மட்டும்'],
    [2_500, 'இரண்டு ஆயிரத்து ஐநூறு ரூபாய் மட்டும்'],
    [1_23_456, 'ஒரு இலட்சத்து இருபத்து மூன்று ஆயிரத்து நானூற்று ஐம்பத்து ஆறு ரூபாய் மட்டும்'],
    [2_00_00_000, 'இரண்டு கோடி ரூபாய் மட்டும்'],
    [1_00_00_001, 'ஒரு கோடியே ஒன்று ரூபாய் மட்டும்'],
  ])('in Tamil: %d', (amount, words) => {
    expect(tamil(amount)).toBe(words);
  });

  it('refuses what is not a whole number of rupees, in every language', () => {
    for (const language of ['en-IN', 'hi-IN', 'ta-IN'] as const) {
      expect(() => RECEIPT_WORDS[language].rupees(12.5)).toThrow(RangeError);
      expect(() => RECEIPT_WORDS[language].rupees(-1)).toThrow(RangeError);
    }
  });
});

it('names the way a payment was paid in the receipt language: its method when said, else its mode', () => {
  expect(RECEIPT_WORDS['hi-IN'].paidBy({ mode: 'offline', method: 'cash' })).toBe('नकद');
  expect(RECEIPT_WORDS['ta-IN'].paidBy({ mode: 'online', method: null })).toBe('ஆன்லைன்');
  expect(RECEIPT_WORDS['en-IN'].paidBy({ mode: 'offline', method: 'bank' })).toBe('Bank transfer');
});
