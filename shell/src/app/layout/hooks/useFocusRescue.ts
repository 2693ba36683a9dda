import { useEffect } from 'react';

// Where focus may land when the control that had it goes: the nearest enclosing one of these.
const LANDING = 'table, [role="table"], article, section, [role="region"], [role="tabpanel"], form, main';
// Layers that open over the page and take focus while open; they go again, often with their controls.
const LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** The element and its ancestors up to the body, read while they are attached. */
function pathOf(element: Element): Element[] {
  const path: Element[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) path.push(node);
  return path;
}

function canHoldFocus(element: Element): boolean {
  if (!element.isConnected || element.matches(':disabled')) return false;
  // jsdom has no checkVisibility; browsers hide a closing dialog before they drop it.
  return typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });
}

/**
 * When the focused control disappears (a row that leaves the list after a change, a button removed
 * once its work is done, a dialog whose opener went meanwhile) or becomes disabled, the browser drops
 * focus on the page body and a keyboard user starts again from the top. This moves focus back to
 * where the person was instead: the control that opened the closed dialog or menu if it is still
 * usable, else the nearest enclosing table, card or section still on the page, else the main area.
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let lastPath: Element[] = [];
    // The last focus outside any dialog or menu: where focus goes back to when a layer goes.
    let openerPath: Element[] = [];
    const remember = (event: FocusEvent) => {
      lastPath = pathOf(event.target as Element);
      if (!(event.target as Element).closest(LAYER)) openerPath = lastPath;
    };
    const rescue = () => {
      const [lost] = lastPath;
      if (!lost || document.activeElement !== document.body || canHoldFocus(lost)) return;
      const inLayer = lastPath.some((element) => element.matches(LAYER));
      const [opener] = openerPath;
      const landing =
        inLayer && opener && canHoldFocus(opener)
          ? opener
          : ((inLayer ? openerPath : lastPath.slice(1)).find((element) => element.matches(LANDING) && canHoldFocus(element)) ?? document.querySelector('main'));
      if (!(landing instanceof HTMLElement)) return;
      if (!landing.matches('a[href], button, input, select, textarea, [tabindex]')) landing.setAttribute('tabindex', '-1');
      landing.focus({ preventScroll: true });
    };
    // A pointer press moves focus on purpose (to what was pressed, or nowhere): nothing to rescue.
    const forget = () => {
      lastPath = [];
    };
    // Looked at in a task of its own, once the browser has let go of the control (disabled or hidden)
    // and has given focus to where it was going: on Tab the page may redraw the control it leaves
    // before the next one has it, and that is no loss. One look serves every change before it.
    let pending: ReturnType<typeof setTimeout> | undefined;
    const rescueSoon = () => {
      pending ??= setTimeout(() => {
        pending = undefined;
        rescue();
      });
    };
    const release = (event: FocusEvent) => {
      if (!event.relatedTarget) rescueSoon();
    };
    const observer = new MutationObserver(rescueSoon);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', remember);
    document.addEventListener('focusout', release);
    document.addEventListener('pointerdown', forget, true);
    return () => {
      clearTimeout(pending);
      observer.disconnect();
      document.removeEventListener('focusin', remember);
      document.removeEventListener('focusout', release);
      document.removeEventListener('pointerdown', forget, true);
    };
  }, []);
}
