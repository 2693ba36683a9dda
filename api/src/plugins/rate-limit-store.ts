import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';

type Counted = { current: number; ttl: number };

// One round trip, atomic: count the request, start the window on the first one, say how long it has left.
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** A fixed window per key in this process: the counts while Redis is away (and the release reports' own limit). */
export class InProcessCounts {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  count(key: string, windowMs: number): Counted {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size > 10_000) this.prune(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/**
 * Request counts shared by every API instance, in Redis. Fails open: while Redis cannot answer
 * (down, unreachable, slower than 250 ms) each request is counted in this process instead, so the
 * limit still holds per instance (at most N times the limit with N instances) and no request
 * waits for, or is refused because of, the store.
 */
export class SharedRateLimitStore implements FastifyRateLimitStore {
  private readonly redis: Redis;
  private readonly fallback = new InProcessCounts();
  private reachable = true;

  constructor(
    url: string,
    private readonly keyPrefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.redis = new Redis(url, {
      // A command while disconnected fails at once instead of queueing behind the reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 250,
      connectTimeout: 1000,
      // Keep trying for ever, 0.2 s growing to 5 s apart.
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    this.redis.on('error', (error: Error) => this.unreachable(error));
    this.redis.on('ready', () => {
      if (!this.reachable) this.log.info('rate-limit store: Redis reachable again; counting across instances');
      this.reachable = true;
    });
  }

  incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
    this.redis.eval(COUNT_SCRIPT, 1, this.keyPrefix + key, String(timeWindow)).then(
      (result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl });
      },
      (error: Error) => {
        this.unreachable(error);
        callback(null, this.fallback.count(key, timeWindow));
      },
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  private unreachable(error: Error): void {
    if (this.reachable) this.log.warn({ err: error }, 'rate-limit store: Redis out of reach; counting per instance until it is back');
    this.reachable = false;
  }
}
