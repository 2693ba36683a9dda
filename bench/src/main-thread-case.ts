import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { FRONTEND_PACKAGES, root } from 'tooling/workspace';
import { CPU_SLOWDOWN } from './interaction-case';
import { decodeMappings, partOf } from './source-map-parts';
import { PHONE, type Screen } from './screens';

/** What ran on the main thread of one screen's cold load on a phone, by package or file, slowest first. */
export interface MainThreadFigures {
  screen: string;
  path: string;
  /** Main-thread time from navigation until `SETTLE_MS` after the screen showed, in ms, idle left out. */
  busyMs: number;
  /** Each package (`react-dom`), webpack's own runtime (`webpack`), the portal's own files (`own code`), or V8's and the browser's own work, in ms. */
  parts: { name: string; ms: number }[];
}

/** After the screen shows, what it fetches and draws next (its counts, the live feed) still counts. */
const SETTLE_MS = 3_000;
const WAIT_MS = 60_000;
/** V8's own entries: compiling and running what no script is named for, and collecting garbage. */
const NAMED_BY_V8 = ['(program)', '(garbage collector)'];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** Finds, for a script URL of the portal and a position in it, the part its source map names. */
function sourceMaps(portalUrl: string) {
  const shellPort = Number(new URL(portalUrl).port);
  const maps = new Map<string, { sources: string[]; lines: [number, number][][] } | null>();
  return (url: string, line: number, column: number): string | null => {
    const { port, pathname } = new URL(url);
    // The static servers take the shell's port and the next four, in the packages' order.
    const site = FRONTEND_PACKAGES[Number(port) - shellPort];
    if (!site) return null;
    if (!maps.has(url)) {
      const file = path.join(root, site, 'dist', `${pathname}.map`);
      const map = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { sources: string[]; mappings: string }) : null;
      maps.set(url, map && { sources: map.sources, lines: decodeMappings(map.mappings) });
    }
    const map = maps.get(url);
    const segments = map?.lines[line];
    if (!map || !segments?.length) return null;
    let found: [number, number] | undefined;
    for (const segment of segments) {
      if (segment[0] > column) break;
      found = segment;
    }
    return found ? partOf(map.sources[found[1]]!) : null;
  };
}

/**
 * Chromium's CPU profile of `screen` (`ready`: what shows it has drawn at a phone's width) loaded cold on a phone-sized page, at Lighthouse's mobile CPU
 * slowdown, signed in through `context`: its self time by package, traced through the builds'
 * source maps. Shows what the main thread does before a phone can answer (the issue's trace).
 */
export async function measureMainThread(context: BrowserContext, portalUrl: string, screen: Screen): Promise<MainThreadFigures> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(PHONE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    await page.goto(`${portalUrl}${screen.path}`);
    await page.locator(screen.ready).first().waitFor({ timeout: WAIT_MS });
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
    await cdp.detach();
    const partAt = sourceMaps(portalUrl);
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parts = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const { url, functionName, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
      if (functionName === '(idle)') return;
      const name =
        (url.startsWith('http') && partAt(url, lineNumber, columnNumber)) ||
        (url ? 'scripts without a map' : NAMED_BY_V8.includes(functionName) ? functionName : '(DOM and other calls into the browser)');
      parts.set(name, (parts.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    const sorted = [...parts].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
    return { screen: screen.name, path: screen.path, busyMs: sorted.reduce((sum, part) => sum + part.ms, 0), parts: sorted };
  } finally {
    await page.close();
  }
}
