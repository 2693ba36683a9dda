import { useCallback, useLayoutEffect, useState } from 'react';
import { useMediaQuery } from '@mui/material';

export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 604800; // 7 days, spec section 9
export const MOBILE_QUERY = '(max-width: 767.95px)';

function readExpandedCookie(): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=(true|false)`));
  return match ? match[1] === 'true' : true;
}

export interface SidebarState {
  isMobile: boolean;
  /** Desktop: expanded (16rem) or collapsed to icons (3rem); kept in a cookie. */
  expanded: boolean;
  /** Mobile: the slide-in sheet (18rem) is open. */
  mobileOpen: boolean;
  toggle: () => void;
  closeMobile: () => void;
}

/** Sidebar state with the spec's rules; Ctrl or Meta plus B toggles it anywhere while `shortcuts` is on. */
export function useSidebarState(shortcuts = true): SidebarState {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [expanded, setExpanded] = useState(readExpandedCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) return setMobileOpen((open) => !open);
    setExpanded((current) => {
      const next = !current;
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
      return next;
    });
  }, [isMobile]);

  // A layout effect: the listener is attached in the commit that draws the sidebar, so a key pressed
  // the moment the sidebar shows is not lost (a passive effect can run after the browser's next input).
  useLayoutEffect(() => {
    if (!shortcuts) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle, shortcuts]);

  return { isMobile, expanded, mobileOpen, toggle, closeMobile: () => setMobileOpen(false) };
}
