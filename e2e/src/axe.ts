// axe-core run inside the page under test: the accessibility checks of the browser tests.
import type { Page } from 'playwright-core';

const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeViolation {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Waits until no CSS transition or animation runs, so that a fading dialog is not checked half-drawn. */
export async function waitForStillness(page: Page): Promise<void> {
  // Two frames first: a change just made (a theme switched by emulateMedia) starts its transitions at
  // the next style pass, and until then no animation runs to wait for.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * The serious and critical axe violations of what the page shows now, each tagged with `screen`
 * so that one list can gather a whole tour. Colour contrast is measured on the settled page.
 */
export async function axeViolations(page: Page, screen: string): Promise<AxeViolation[]> {
  await waitForStillness(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: unknown[]; html: string; any: { data?: { contrastRatio?: number; fgColor?: string; bgColor?: string } }[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    // Each element by its selector, its opening tag and, for colour contrast, the colours measured.
    return violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map(
        (n) =>
          `${n.target.join(' ')} ${n.html.slice(0, 120)}${n.any[0]?.data?.contrastRatio ? ` ${n.any[0].data.fgColor} on ${n.any[0].data.bgColor} = ${n.any[0].data.contrastRatio}` : ''}`,
      ),
    }));
  });
  return results.filter((v) => BLOCKING.has(v.impact)).map((v) => ({ screen, ...v }));
}
