import fs from 'node:fs';
import path from 'node:path';
import { TestEnvironment } from 'jest-environment-node';
import type { Browser } from 'playwright-core';

// Jest's node environment, which also screenshots every open page (full page) when a test or one of
// its hooks fails, into failure-shots/<test file>/<test name>.png, with the pages' addresses in
// <test name>.txt beside them, and lists the files on stderr. It acts on failures only, gives each
// page 10 s at most, and swallows its own errors: it neither slows nor fails a test.

/** Where tooling/browser's launchBrowser keeps the browsers still open, on the test's global object. */
const OPEN_BROWSERS = Symbol.for('tooling.openBrowsers');
const SHOT_TIMEOUT_MS = 10_000;

const e2eRoot = path.resolve(__dirname, '..');
const repoRoot = path.resolve(e2eRoot, '..');

type Block = { name: string; parent?: Block };
type FailureEvent = { name: string; test?: Block; hook?: { type: string; parent: Block } };

/** "describe › test", without Jest's root block. */
function titleOf(block: Block): string {
  const names: string[] = [];
  for (let at: Block | undefined = block; at?.parent; at = at.parent) names.unshift(at.name);
  return names.join(' › ');
}

const fileSafe = (title: string) => title.replace(/[^\w .,'()-]+/g, '_').slice(0, 150) || 'unnamed';
const firstLine = (error: unknown) => String(error instanceof Error ? error.message : error).split('\n')[0];

export default class FailureShotsEnvironment extends TestEnvironment {
  private readonly shotsDir: string;
  /** Tests and hooks already shot: a failing afterEach after a failing test would find the pages closed. */
  private readonly shot = new WeakSet<object>();

  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    this.shotsDir = path.join(e2eRoot, 'failure-shots', path.relative(path.join(e2eRoot, 'tests'), args[1].testPath));
  }

  override async setup(): Promise<void> {
    await super.setup();
    // Shots an earlier run of this file left would pass for this run's.
    fs.rmSync(this.shotsDir, { recursive: true, force: true });
  }

  async handleTestEvent(event: FailureEvent): Promise<void> {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    try {
      await this.shootOpenPages(event);
    } catch (error) {
      process.stderr.write(`Failure screenshots: none taken (${firstLine(error)})\n`);
    }
  }

  private async shootOpenPages(event: FailureEvent): Promise<void> {
    const failed = event.test ?? event.hook;
    if (!failed || this.shot.has(failed)) return;
    this.shot.add(failed);
    const title = event.test ? titleOf(event.test) : `${titleOf(event.hook!.parent)} ${event.hook!.type}`.trim();
    const browsers = (this.global as unknown as { [OPEN_BROWSERS]?: Set<Browser> })[OPEN_BROWSERS] ?? new Set<Browser>();
    const pages = [...browsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages())).filter((page) => !page.isClosed());
    if (pages.length === 0) return;
    fs.mkdirSync(this.shotsDir, { recursive: true });
    const name = fileSafe(title);
    const lines = await Promise.all(
      pages.map(async (page, index) => {
        const file = path.join(this.shotsDir, pages.length === 1 ? `${name}.png` : `${name} (page ${index + 1}).png`);
        const shown = `${path.relative(repoRoot, file)}  ${page.url()}`;
        try {
          await page.screenshot({ path: file, fullPage: true, timeout: SHOT_TIMEOUT_MS });
          return shown;
        } catch (error) {
          return `${shown}  (not taken: ${firstLine(error)})`;
        }
      }),
    );
    fs.writeFileSync(path.join(this.shotsDir, `${name}.txt`), `${lines.join('\n')}\n`);
    process.stderr.write(`\nScreenshots of the open pages when "${title}" failed (file, address):\n${lines.map((line) => `  ${line}\n`).join('')}`);
  }
}
