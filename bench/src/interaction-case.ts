import type { BrowserContext, Page } from 'playwright-core';
import { percentile } from './load';
import { ROWS } from './screens';

/** Interaction to Next Paint of one kind of interaction, each try a new one of that kind. */
export interface InteractionFigures {
  name: string;
  tries: number;
  /** Tries whose result never showed (a broken measurement). */
  failures: number;
  p50: number;
  /** Field INP is reported at the 75th percentile of visits; each try stands for a visit with one such interaction. */
  p75: number;
  max: number;
  /** Every try in the order made, in ms (null: it failed). */
  values: (number | null)[];
}

/** Lighthouse's mobile preset slows the CPU fourfold; the interactions are timed under the same slowdown. */
export const CPU_SLOWDOWN = 4;
/** The smallest duration Chromium's event timing reports: an interaction answered faster shows as this. */
const BELOW_THRESHOLD_MS = 16;
const WAIT_MS = 30_000;

/** The interactions staff repeat on /registrations, in the order measured. */
export const INTERACTIONS = ['open the row menu', 'open a dialog (View Details)', 'apply a filter', 'type in search', 'switch density'] as const;

/** Keeps every event timing entry that belongs to an interaction (Chromium's Event Timing API). */
async function observeInteractions(page: Page): Promise<void> {
  await page.evaluate((threshold) => {
    const entries: { id: number; duration: number }[] = [];
    (window as any).__interactions = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) entries.push({ id: entry.interactionId, duration: entry.duration });
      }
    }).observe({ type: 'event', buffered: false, durationThreshold: threshold } as PerformanceObserverInit);
  }, BELOW_THRESHOLD_MS);
}

/** Entries are reported after the paint that follows the event: two frames and a moment later. */
const framesLater = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250)))));

/**
 * The INP of the one interaction `act` makes (its longest event, from input to the next paint);
 * `act` returns once its result is on screen. An interaction under the threshold counts as 16 ms.
 */
async function interactionMs(page: Page, act: () => Promise<void>): Promise<number> {
  const before = await page.evaluate(() => (window as any).__interactions.length as number);
  await act();
  await framesLater(page);
  const durations = await page.evaluate((from) => ((window as any).__interactions as { duration: number }[]).slice(from).map((e) => e.duration), before);
  return Math.max(BELOW_THRESHOLD_MS, ...durations);
}

function figures(name: string, values: number[]): InteractionFigures {
  const done = values.filter(Number.isFinite).sort((a, b) => a - b);
  return {
    name,
    tries: values.length,
    failures: values.length - done.length,
    p50: percentile(done, 0.5),
    p75: percentile(done, 0.75),
    max: done.at(-1) ?? NaN,
    values: values.map((value) => (Number.isFinite(value) ? value : null)),
  };
}

async function listSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-label="Loading registrations"]'), undefined, { timeout: WAIT_MS });
  await framesLater(page);
}

/**
 * Interaction to Next Paint of the interactions staff repeat on /registrations (row menu, a row's
 * dialog, Apply Filters, a search keystroke, the density switch), `tries` of each, signed in as the
 * context's person, with the CPU slowed `CPU_SLOWDOWN` times once the rows are on screen.
 */
export async function measureInteractions(context: BrowserContext, portalUrl: string, tries: number): Promise<InteractionFigures[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await page.goto(`${portalUrl}/registrations`);
    await page.locator(ROWS).first().waitFor({ timeout: WAIT_MS });
    await listSettled(page);
    const ids = await page.locator(`${ROWS} a[href^="/registrations/"]`).evaluateAll((links) => links.map((link) => link.getAttribute('title') ?? ''));
    await observeInteractions(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const menuItem = page.getByRole('menuitem', { name: 'View Details' });
    const dialog = page.getByRole('dialog');
    const search = page.getByRole('textbox', { name: 'Search registrations' });
    const runs: Record<(typeof INTERACTIONS)[number], (i: number) => Promise<number>> = {
      'open the row menu': async (i) => {
        const ms = await interactionMs(page, async () => {
          await page.getByRole('button', { name: `Actions for ${ids[i % ids.length]}` }).click();
          await menuItem.waitFor({ timeout: WAIT_MS });
        });
        await page.keyboard.press('Escape');
        await menuItem.waitFor({ state: 'hidden', timeout: WAIT_MS });
        return ms;
      },
      'open a dialog (View Details)': async (i) => {
        await page.getByRole('button', { name: `Actions for ${ids[i % ids.length]}` }).click();
        const ms = await interactionMs(page, async () => {
          await menuItem.click();
          await dialog.waitFor({ timeout: WAIT_MS });
        });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden', timeout: WAIT_MS });
        return ms;
      },
      'apply a filter': async (i) => {
        await page.getByRole('button', { name: 'Filters', exact: true }).click();
        await page.getByRole('checkbox', { name: i % 2 ? 'Female' : 'Male', exact: true }).check();
        const ms = await interactionMs(page, async () => {
          await page.getByRole('button', { name: 'Apply Filters' }).click();
          await dialog.waitFor({ state: 'hidden', timeout: WAIT_MS });
        });
        await listSettled(page);
        await page.getByRole('button', { name: 'Clear Filters & Search' }).click();
        await page.waitForURL((url) => !url.searchParams.has('gender'));
        await listSettled(page);
        return ms;
      },
      'type in search': async (i) => {
        // A try that failed may have left its key in the box: each try types into an empty one.
        if (await search.inputValue()) {
          await search.fill('');
          await page.waitForURL((url) => !url.searchParams.has('q'));
          await listSettled(page);
        }
        await search.click();
        const key = 'abcdefghijklmnopqrstuvwxyz'[i % 26]!;
        const ms = await interactionMs(page, () => search.press(key));
        // The key's search reaches the address first; cleared before that, its late arrival would put it back.
        await page.waitForURL((url) => url.searchParams.get('q') === key);
        await search.fill('');
        await page.waitForURL((url) => !url.searchParams.has('q'));
        await listSettled(page);
        return ms;
      },
      'switch density': async (i) => {
        const next = i % 2 ? 'Comfortable' : 'Compact';
        return interactionMs(page, async () => {
          await page.getByRole('button', { name: next, exact: true }).click();
          await page.locator(`button[aria-pressed="true"]:has-text("${next}")`).waitFor({ timeout: WAIT_MS });
        });
      },
    };
    const results: InteractionFigures[] = [];
    for (const name of INTERACTIONS) {
      const values: number[] = [];
      for (let i = 0; i < tries; i++) {
        values.push(
          await runs[name](i).catch(async (error: unknown) => {
            console.error(`[bench] ${name}: a try failed: ${String(error).split('\n')[0]}`);
            // Whatever the try left open (a menu, a dialog) is closed, so the next try starts clean.
            await page.keyboard.press('Escape');
            await page.keyboard.press('Escape');
            return NaN;
          }),
        );
      }
      results.push(figures(name, values));
    }
    return results;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
    await cdp.detach().catch(() => {});
    await page.close();
  }
}
