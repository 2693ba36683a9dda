import { formatCount, formatRupees } from './numbers';

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
