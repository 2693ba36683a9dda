/**
 * Reduces an Indian mobile number to its ten digits so that '98450 12345', '+91 9845012345'
 * and '09845012345' are one number. Answers null when the input is not such a number.
 */
export function normalizeContactNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9][0-9]{9})$/.exec(digits);
  return match ? match[1]! : null;
}
