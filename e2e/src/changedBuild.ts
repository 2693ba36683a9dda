import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './browser';

/**
 * A copy of a remote with one source file changed, built alone (production webpack) into a folder
 * of its own, as a team redeploying that module would: answers the copy's folder (its build in
 * `dist/`); remove it after. Asynchronous, so the test's control server in this process keeps answering.
 */
export async function buildChangedCopy(remote: string, file: string, change: (source: string) => string): Promise<string> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `${remote}-changed-`));
  try {
    for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.js']) {
      fs.cpSync(path.join(repoRoot, remote, entry), path.join(copy, entry), { recursive: true });
    }
    fs.symlinkSync(path.join(repoRoot, remote, 'node_modules'), path.join(copy, 'node_modules'));
    const source = path.join(copy, file);
    const changed = change(fs.readFileSync(source, 'utf8'));
    if (changed === fs.readFileSync(source, 'utf8')) throw new Error(`the change left ${file} as it was`);
    fs.writeFileSync(source, changed);
    await promisify(execFile)(path.join(copy, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], { cwd: copy });
    return copy;
  } catch (error) {
    fs.rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}
