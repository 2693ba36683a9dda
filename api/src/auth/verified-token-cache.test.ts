import type { DecodedIdToken } from 'firebase-admin/auth';
import { VerifiedTokenCache } from './verified-token-cache';

const HOUR_S = 3600;

function setUp(recheckMs: number, expSeconds = HOUR_S) {
  let now = 1_000_000;
  const checks: string[] = [];
  let refuse = false;
  const cache = new VerifiedTokenCache(
    recheckMs,
    async (token) => {
      checks.push(token);
      if (refuse) throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
      return { uid: token, exp: now / 1000 + expSeconds } as DecodedIdToken;
    },
    () => now,
  );
  return {
    cache,
    checks,
    advance: (ms: number) => {
      now += ms;
    },
    refuseFromNowOn: () => {
      refuse = true;
    },
  };
}

describe('VerifiedTokenCache', () => {
  test('asks Firebase once per token within the recheck time, and again after it', async () => {
    const { cache, checks, advance } = setUp(5000);
    await cache.verify('a');
    await cache.verify('a');
    advance(4999);
    await cache.verify('a');
    expect(checks).toEqual(['a']);
    advance(1);
    await cache.verify('a');
    expect(checks).toEqual(['a', 'a']);
  });

  test('callers of one token during its check share it', async () => {
    const { cache, checks } = setUp(5000);
    await Promise.all([cache.verify('a'), cache.verify('a'), cache.verify('b')]);
    expect(checks).toEqual(['a', 'b']);
  });

  test('a revocation counts at the next check', async () => {
    const { cache, advance, refuseFromNowOn } = setUp(5000);
    await cache.verify('a');
    refuseFromNowOn();
    advance(5000);
    await expect(cache.verify('a')).rejects.toThrow('revoked');
  });

  test('a refusal is not remembered', async () => {
    const { cache, checks, refuseFromNowOn } = setUp(5000);
    refuseFromNowOn();
    await expect(cache.verify('a')).rejects.toThrow();
    await expect(cache.verify('a')).rejects.toThrow();
    expect(checks).toEqual(['a', 'a']);
  });

  test('never trusted past a second before its expiry', async () => {
    const { cache, checks, advance } = setUp(60_000, 10);
    await cache.verify('a');
    advance(8999);
    await cache.verify('a');
    expect(checks).toHaveLength(1);
    advance(1);
    await cache.verify('a');
    expect(checks).toHaveLength(2);
  });

  test('0 asks on every request', async () => {
    const { cache, checks } = setUp(0);
    await cache.verify('a');
    await cache.verify('a');
    expect(checks).toEqual(['a', 'a']);
  });
});
