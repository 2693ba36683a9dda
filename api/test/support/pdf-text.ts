import { inflateSync } from 'node:zlib';

/** The text of every page of a PDF, as a PDF reader extracts it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdfjs 3's legacy build is the last that Jest's CommonJS modules can require.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.js');
  const document = await pdfjs.getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/**
 * The /ActualText of every marked span in a PDF's content streams, decoded: the words a shaped run
 * stands for, which a reader copies and searches (pdfjs 3 reads glyphs only). pdfkit writes them as
 * literal strings, UTF-16BE after a byte-order mark.
 */
export function pdfActualTexts(bytes: Buffer): string[] {
  const file = bytes.toString('latin1');
  const texts: string[] = [];
  for (const match of file.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, file.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    for (const span of content.matchAll(/\/ActualText \(/g)) texts.push(decodeText(literalString(content, span.index + span[0].length)));
  }
  return texts;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };

/** The bytes of the literal string whose text starts at `from` (just past its opening parenthesis). */
function literalString(content: string, from: number): string {
  let bytes = '';
  let depth = 1;
  for (let at = from; at < content.length; at += 1) {
    const character = content[at]!;
    if (character === '\\') {
      const octal = /^[0-7]{1,3}/.exec(content.slice(at + 1, at + 4))?.[0];
      const next = content[at + 1]!;
      // Any other escaped character stands for itself; an escaped line end joins two lines.
      bytes += octal ? String.fromCharCode(parseInt(octal, 8)) : (ESCAPES[next] ?? (next === '\n' ? '' : next));
      at += octal ? octal.length : 1;
      continue;
    }
    if (character === '(') depth += 1;
    if (character === ')' && (depth -= 1) === 0) return bytes;
    bytes += character;
  }
  throw new Error('A literal string without its closing parenthesis');
}

const decodeText = (bytes: string) => (bytes.startsWith('\xfe\xff') ? Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le') : bytes);
