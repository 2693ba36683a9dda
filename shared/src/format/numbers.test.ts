import { formatCount, formatRupees, formatRupeesWithPaise, percentDone } from './numbers';

describe('formatCount', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(12345678)).toBe('1,23,45,678');
  });
});

describe('formatRupees', () => {
  it('puts the rupee sign before an Indian-grouped amount', () => {
    expect(formatRupees(300)).toBe('₹300');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(null)).toBe('N/A');
  });
});

describe('percentDone', () => {
  test('is the share done in whole percent, capped at 100, and 0 while the total is unknown', () => {
    expect(percentDone(1, 3)).toBe(33);
    expect(percentDone(2, 3)).toBe(67);
    expect(percentDone(3, 3)).toBe(100);
    expect(percentDone(5, 3)).toBe(100);
    expect(percentDone(0, 0)).toBe(0);
  });
});

describe('formatRupeesWithPaise', () => {
  test('shows paise where an amount has them, none for a whole amount, in Indian grouping', () => {
    expect(formatRupeesWithPaise(287.4)).toBe('₹287.40');
    expect(formatRupeesWithPaise(123456.05)).toBe('₹1,23,456.05');
    expect(formatRupeesWithPaise(800)).toBe('₹800');
    expect(formatRupeesWithPaise(-0.12)).toBe('-₹0.12');
    expect(formatRupeesWithPaise(-5)).toBe('-₹5');
    expect(formatRupeesWithPaise(null)).toBe('N/A');
  });
});
