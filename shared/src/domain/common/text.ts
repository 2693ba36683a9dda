// Characters that show nothing: controls (tab and line feed kept, for multi-line text), format
// characters (zero-width spaces, bidirectional controls, soft hyphen, byte-order mark...), line and
// paragraph separators, and the Hangul fillers that render blank.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/gu;
const KEPT_CONTROLS = new Set(['\t', '\n']);
// Zero-width (non-)joiners shape Indic script and join emoji: kept between two such characters.
const JOINERS = new Set(['\u200C', '\u200D']);
const JOINABLE_BEFORE = /[\p{L}\p{M}\p{Extended_Pictographic}]$/u;
const JOINABLE_AFTER = /^[\p{L}\p{M}\p{Extended_Pictographic}]/u;

/**
 * Text as the portal stores and compares it: NFKC (full-width letters and other compatibility
 * forms become the plain ones), invisible characters removed, trimmed. Applied before every
 * length and uniqueness rule, so that invisible text is no text and look-alikes are one value.
 */
export function normalizeText(value: string): string {
  const text = value.normalize('NFKC').replace(/\r\n?/g, '\n');
  return text
    .replace(INVISIBLE, (char, offset: number) => {
      if (KEPT_CONTROLS.has(char)) return char;
      const joins =
        JOINERS.has(char) && JOINABLE_BEFORE.test(text.slice(Math.max(0, offset - 2), offset)) && JOINABLE_AFTER.test(text.slice(offset + 1, offset + 3));
      if (joins) return char;
      return '';
    })
    .trim();
}
