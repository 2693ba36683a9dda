// Keyboard-only moves for the browser tests: Tab until a control has focus, and what focus looks like.
import type { Locator, Page } from 'playwright-core';

/** Whether the element with focus is `target`; read only, focus is never set from here. */
export const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Waits up to `timeoutMs` for `target` to have focus (after a dialog closes, focus moves in a later frame). */
export const waitForFocus = (target: Locator, timeoutMs = 5000) =>
  target.evaluate(
    (element, ms) =>
      new Promise<boolean>((resolve) => {
        const deadline = Date.now() + ms;
        const look = () => {
          if (element === document.activeElement) resolve(true);
          else if (Date.now() > deadline) resolve(false);
          else requestAnimationFrame(look);
        };
        look();
      }),
    timeoutMs,
  );

/**
 * Whether the focused element shows that it has focus: the browser's outline, MUI's focus-visible
 * ripple, or the focused outline of a text field.
 */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
    if (element.classList.contains('Mui-focusVisible')) return true;
    return element.closest('.MuiInputBase-root')?.classList.contains('Mui-focused') ?? false;
  });
}

/** A short description of the focused element, for messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing (body)';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`;
  });
}

/** Whether focus is on `target` or inside it (a group of toggle buttons is one Tab stop). */
const hasFocusWithin = (target: Locator) => target.evaluate((element) => element.contains(document.activeElement));

/**
 * Presses `key` until focus is on or inside `target`, checking at every stop that focus is visible.
 * Fails after `max` presses: a control that the keyboard cannot reach is a trap or a gap.
 */
export async function pressTo(page: Page, target: Locator, key: string, max: number): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocusWithin(target)) return;
    await page.keyboard.press(key);
    if (!(await focusIsVisible(page))) throw new Error(`Focus is not visible on ${await describeFocus(page)}`);
  }
  if (!(await hasFocusWithin(target))) throw new Error(`${key} did not reach the control within ${max} presses; focus is on ${await describeFocus(page)}`);
}

/** Tab (or Shift+Tab) until focus is on or inside `target`. */
export const tabTo = (page: Page, target: Locator, { backwards = false, max = 60 } = {}) => pressTo(page, target, backwards ? 'Shift+Tab' : 'Tab', max);
