import { AuthFailureCounter } from './auth-failure-counter';

describe('AuthFailureCounter', () => {
  test('blocks an address after the limit until its minute is out, and no other address', () => {
    let now = 0;
    const counter = new AuthFailureCounter(3, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(counter.retryAfterSeconds('1.2.3.4')).toBe(0);
      counter.recordFailure('1.2.3.4');
    }
    expect(counter.retryAfterSeconds('1.2.3.4')).toBe(60);
    expect(counter.retryAfterSeconds('5.6.7.8')).toBe(0);
    now = 59_500;
    expect(counter.retryAfterSeconds('1.2.3.4')).toBe(1);
    now = 60_000;
    expect(counter.retryAfterSeconds('1.2.3.4')).toBe(0);
  });
});
