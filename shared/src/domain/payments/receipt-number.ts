// A receipt number's shape, without zod: the payment lookup's first paint reads it.

/**
 * Indian invoicing rules allow 16 characters in a document number: PREFIX/FFFF/NNNNNN leaves four for
 * the prefix (a fifth letter would make 17).
 */
export const MAX_RECEIPT_PREFIX = 4;
/** The NNNNNN of PREFIX/FFFF/NNNNNN. */
export const SEQUENCE_DIGITS = 6;

/**
 * A whole receipt number as a person types it, in any letter case (numbers are written in capitals):
 * the searches take it as one more exact key, like a payment id.
 */
export const RECEIPT_NUMBER_SHAPE = new RegExp(`^[A-Z]{1,${MAX_RECEIPT_PREFIX}}/\\d{4}/\\d{${SEQUENCE_DIGITS}}$`, 'i');

/**
 * The receipt number a person typed (any letter case, spaces around) as numbers are written, in
 * capitals, to look up by the receipts' key; null when the text is not one.
 */
export function receiptNumberIn(text: string): string | null {
  const typed = text.trim();
  return RECEIPT_NUMBER_SHAPE.test(typed) ? typed.toUpperCase() : null;
}
