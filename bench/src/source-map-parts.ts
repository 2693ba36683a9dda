// Which package or file a position in a built script comes from, read from the build's source map.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * A source map's segments as, per generated line, [column, source index] pairs in column order
 * (the `mappings` field's base-64 VLQ; names and original positions are not needed here).
 */
export function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) {
        source += fields[1]!;
        segments.push([column, source]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** A source path named as the report groups it: its package, webpack's runtime, or the portal's own code. */
export function partOf(source: string): string {
  const pkg = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  if (/^webpack:\/\/[^/]*\/webpack\//.test(source) || source.startsWith('webpack/')) return 'webpack';
  return 'own code';
}
