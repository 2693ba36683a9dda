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
