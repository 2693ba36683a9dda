// Apart from the bulk request's schema (registration-requests.ts), so that the list screen's bulk bar tells the
// limit without loading zod.

/** A job is chosen whole when it is asked for; more than this at once is refused, not half done. */
export const MAX_BULK_ROWS = 10_000;
