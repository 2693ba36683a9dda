// Limits of requests, apart from their schemas (registration-requests.ts), so that screens tell them at
// first paint without loading zod: the list's bulk bar, the payment lookup.

/** A job is chosen whole when it is asked for; more than this at once is refused, not half done. */
export const MAX_BULK_ROWS = 10_000;

/** Longer than any payment ID or merchant transaction ID: a lookup of more is not found without asking the API. */
export const MAX_LOOKUP_ID_LENGTH = 100;
