// `pnpm build`: the API as one JavaScript file, dist/server.js, which production runs with plain
// Node (tests and `pnpm dev` run the TypeScript through tsx). The workspace's `shared` package is
// TypeScript, so it is bundled in; every other dependency stays in node_modules as installed.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: Object.keys(dependencies).filter((name) => name !== 'shared'),
  sourcemap: true,
  logLevel: 'warning',
});
