// fontkit ships no types; the API only parses a font file once, for pdfkit to lay text out with.
declare module 'fontkit' {
  export function create(buffer: Buffer | Uint8Array): unknown;
}
