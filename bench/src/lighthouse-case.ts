import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM } from 'tooling/browser';
import { medianRun } from './median-run';
import type { Screen } from './screens';
import { signInAs } from './sign-in';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseFigures {
  /** The screen's name ('sign-in' for the sign-in page). */
  screen: string;
  path: string;
  preset: Preset;
  /** Category scores, 0-100; the figures are those of the run with the median performance score. */
  performance: number;
  /** Every run's performance score, lowest first. */
  performanceRuns: number[];
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred, as Lighthouse counts it (compressed, cold cache). */
  scriptKb: number;
  /**
   * Lighthouse's speed index of the machine during that run (its benchmarkIndex; higher is faster).
   * The mobile preset slows what this machine did by 4, so a slower or busier machine scores lower.
   */
  machineIndex: number;
}

const SIGN_IN = { name: 'sign-in', path: '/auth/sign-in' };

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}

const score = (category: { score: number | null } | undefined) => Math.round((category?.score ?? NaN) * 100);

/**
 * Lighthouse's navigation report of `path`, on the browser listening on `port`. `signedIn` keeps
 * the site's storage (the session); Chromium's cache is cleared before, so every load is cold.
 */
async function audit(
  context: BrowserContext,
  port: number,
  portalUrl: string,
  screen: Pick<Screen, 'name' | 'path'>,
  preset: Preset,
  signedIn: boolean,
): Promise<Omit<LighthouseFigures, 'performanceRuns'>> {
  const url = `${portalUrl}${screen.path}`;
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: signedIn,
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no report for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, Audit>;
  const requests = audits['network-requests']?.details?.items ?? [];
  return {
    screen: screen.name,
    path: screen.path,
    preset,
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptKb: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    machineIndex: lhr.environment.benchmarkIndex,
  };
}

/** Runs of each page and preset: performance moves from run to run (total blocking time above all). */
const RUNS = 3;

/**
 * Lighthouse (mobile and desktop presets) on the sign-in page and, signed in as `email`, on each of
 * `screens`, each the median of three runs. `smoke`: the sign-in page and the first screen once on
 * mobile, and that screen once on desktop (enough to show every figure of both presets comes back,
 * signed in and out; each audit adds about 15 s to CI, whose time is short).
 */
export async function measureLighthouse(portalUrl: string, email: string, smoke: boolean, screens: Screen[]): Promise<LighthouseFigures[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-lighthouse-'));
  // Lighthouse drives the browser through its debugging port; port 0 lets Chromium take a free one.
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM, args: [...CHROMIUM.args, '--remote-debugging-port=0'] });
  try {
    const port = Number(fs.readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    const figures: LighthouseFigures[] = [];
    const runs = smoke ? 1 : RUNS;
    for (const preset of ['mobile' as const, 'desktop' as const]) {
      const desktopSmoke = smoke && preset === 'desktop';
      if (!desktopSmoke) {
        // The sign-in page first: Lighthouse clears the site's storage, which signs out.
        figures.push(await medianRun(runs, () => audit(context, port, portalUrl, SIGN_IN, preset, false)));
        const page = context.pages()[0] ?? (await context.newPage());
        await signInAs(page, portalUrl, email);
      }
      for (const screen of smoke ? screens.slice(0, 1) : screens) {
        figures.push(await medianRun(runs, () => audit(context, port, portalUrl, screen, preset, true)));
      }
    }
    return figures;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
