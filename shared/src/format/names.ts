// Kept apart from domain/profile/profile and its zod schemas: the top bar's avatar needs only this, and
// importing profile put zod (23 KB) into every signed-in first load.

/** Spec: first letters of the name's words, at most two, upper-case; '?' when there is no name. */
export function initialsOf(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}
