#!/usr/bin/env node
// `npm run bench` / `pnpm bench`: the benchmark harness of the bench package (see bench/README.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
// The tooling package by path: the command installs the workspace, which links it, first.
import { ensureInstalled, root } from '../tooling/src/workspace.mjs';

ensureInstalled();
// Ctrl+C reaches the harness too, which stops what it started before it exits.
process.on('SIGINT', () => {});
const result = spawnSync(path.join(root, 'bench', 'node_modules', '.bin', 'tsx'), [path.join(root, 'bench', 'src', 'cli.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
