import { useEffect } from 'react';

/** The search box of the screen on show: the first search landmark's text box in the main area. */
const PAGE_SEARCH = 'main [role="search"] input';

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

/**
 * '/' moves focus to the screen's own search box (the registration search, the payment lookup), as
 * in most web tools; not while typing, nor with a modifier, so Ctrl/Cmd+K, Ctrl/Meta+B and Alt+T keep theirs.
 */
export function usePageSearchShortcut(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="menu"]')) return;
      const box = document.querySelector<HTMLInputElement>(PAGE_SEARCH);
      if (!box) return;
      event.preventDefault();
      box.focus();
      box.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
