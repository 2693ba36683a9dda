// Counted in fixed one-minute windows: simple, and a burst at a window's edge gets at most twice the limit.
const WINDOW_MS = 60_000;
// Addresses remembered at most; a flood of new addresses restarts the count rather than exhausting memory.
const MAX_ADDRESSES = 100_000;

interface Window {
  startedAt: number;
  failures: number;
}

/**
 * Refused tokens per client address. Past `limit` in a minute the address's failing requests are
 * refused for the rest of that minute (the auth plugin answers them 429 without asking Firebase);
 * its valid tokens are not.
 */
export class AuthFailureCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the address may try again, or 0 when it is not blocked. */
  retryAfterSeconds(address: string): number {
    const window = this.current(address);
    if (!window || window.failures < this.limit) return 0;
    return Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - this.now()) / 1000));
  }

  recordFailure(address: string): void {
    let window = this.current(address);
    if (!window) {
      if (this.windows.size >= MAX_ADDRESSES) this.windows.clear();
      window = { startedAt: this.now(), failures: 0 };
      this.windows.set(address, window);
    }
    window.failures += 1;
  }

  private current(address: string): Window | undefined {
    const window = this.windows.get(address);
    if (window && this.now() - window.startedAt >= WINDOW_MS) {
      this.windows.delete(address);
      return undefined;
    }
    return window;
  }
}
