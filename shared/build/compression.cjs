// Brotli and gzip copies of every text asset, written at build time beside the original
// (`main.js.br`, `main.js.gz`), so a static host sends them precompressed at the highest level
// instead of compressing on each request. tooling/src/serve-static.mjs picks one by Accept-Encoding.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

// Source maps are left out: only developer tools fetch them.
const TEXT_ASSETS = /\.(js|html|json|css|svg|txt)$/;
// Below this size the saving does not pay for a second file.
const THRESHOLD = 512;

/** The plugins for a production build; none in development. */
function precompressedAssets(production) {
  if (!production) return [];
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: TEXT_ASSETS,
      threshold: THRESHOLD,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: TEXT_ASSETS,
      threshold: THRESHOLD,
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

module.exports = { precompressedAssets };
