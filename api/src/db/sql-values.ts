// Values to and from SQL that any topic's queries use.

/** A timestamp as read (a Date from pg and PGlite, text from a JSON column) as an ISO instant. */
export function toIsoString(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
