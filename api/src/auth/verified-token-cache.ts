import type { DecodedIdToken } from 'firebase-admin/auth';

interface Entry {
  /** The check in flight, or done: callers of one token share it. */
  decoded: Promise<DecodedIdToken>;
  /** Until when (ms) the answer stands; Infinity while the check is in flight. */
  validUntil: number;
}

// Enough for every signed-in staff member many times over; past it the oldest entries go.
const MAX_ENTRIES = 10_000;
// A token is not used in its last second: the clocks of the caller and Firebase may differ a little.
const EXPIRY_MARGIN_MS = 1000;

/**
 * Remembers the outcome of Firebase's check of an ID token (signature, project, expiry, revocation,
 * disabled account) for `recheckMs`, never past the token's expiry. Refusals are not remembered.
 * Without it every request waits for the identity service; with it a revocation made outside the
 * portal counts within `recheckMs` (the portal's own removals count at once: the staff record,
 * read on every request, says inactive).
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly recheckMs: number,
    private readonly check: (token: string) => Promise<DecodedIdToken>,
    private readonly now: () => number = Date.now,
  ) {}

  verify(token: string): Promise<DecodedIdToken> {
    if (this.recheckMs <= 0) return this.check(token);
    const cached = this.entries.get(token);
    if (cached && this.now() < cached.validUntil) return cached.decoded;
    if (cached) this.entries.delete(token);
    return this.start(token);
  }

  private start(token: string): Promise<DecodedIdToken> {
    if (this.entries.size >= MAX_ENTRIES) this.evict();
    const entry: Entry = { decoded: this.check(token), validUntil: Infinity };
    this.entries.set(token, entry);
    entry.decoded.then(
      (decoded) => {
        entry.validUntil = Math.min(this.now() + this.recheckMs, decoded.exp * 1000 - EXPIRY_MARGIN_MS);
      },
      () => {
        if (this.entries.get(token) === entry) this.entries.delete(token);
      },
    );
    return entry.decoded;
  }

  private evict(): void {
    const now = this.now();
    for (const [token, entry] of this.entries) {
      if (entry.validUntil <= now) this.entries.delete(token);
    }
    // Still full: drop the oldest tenth (a Map iterates in insertion order).
    let excess = this.entries.size - MAX_ENTRIES * 0.9;
    for (const token of this.entries.keys()) {
      if (excess-- <= 0) break;
      this.entries.delete(token);
    }
  }
}
