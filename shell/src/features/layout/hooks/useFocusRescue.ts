import { useEffect } from 'react';

// Where focus may land when the control that had it goes: the nearest enclosing one of these.
const LANDING = 'table, [role="table"], [role="dialog"], article, section, [role="region"], [role="tabpanel"], form, main';

/**
 * When the focused control disappears (a row that leaves the list after a change, a button removed
 * once its work is done) or becomes disabled, the browser drops focus on the page body and a
 * keyboard user starts again from the top. This moves focus to the nearest enclosing table, card,
 * dialog or section still on the page instead, so the next Tab continues from where the person was.
 */
export function useFocusRescue(): void {
  useEffect(() => {
    // The focused element's ancestors, read while they were attached.
    let lastFocusPath: Element[] = [];
    const remember = (event: FocusEvent) => {
      const path: Element[] = [];
      for (let node = event.target as Element | null; node && node !== document.body; node = node.parentElement) path.push(node);
      lastFocusPath = path;
    };
    // Focus let go on purpose (a click on the page's background) leaves nothing to rescue; focus
    // taken by disabling or removing the control is rescued once the browser has let go of it.
    const release = (event: FocusEvent) => {
      if (event.relatedTarget) return;
      const target = event.target as Element;
      if (target.isConnected && !target.matches(':disabled')) lastFocusPath = [];
      else setTimeout(rescue);
    };
    const rescue = () => {
      const [lost] = lastFocusPath;
      if (!lost || document.activeElement !== document.body) return;
      if (lost.isConnected && !lost.matches(':disabled')) return;
      const landing = lastFocusPath.find((element) => element !== lost && element.isConnected && element.matches(LANDING))
        ?? document.querySelector('main');
      if (!(landing instanceof HTMLElement)) return;
      if (!landing.hasAttribute('tabindex')) landing.setAttribute('tabindex', '-1');
      landing.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(rescue);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', remember);
    document.addEventListener('focusout', release);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', remember);
      document.removeEventListener('focusout', release);
    };
  }, []);
}
