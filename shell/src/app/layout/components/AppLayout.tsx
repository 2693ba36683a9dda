import { Suspense, useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Link } from 'shared/platform/ui/mui';
import { Outlet } from 'shared/platform/routing/router';
import { useFeatureFlagStatus } from 'shared/hooks/useFeatureFlag';
import { catalogueOf } from 'shared/i18n/languages';
import { useCommandPaletteShortcut } from '../../../features/command-palette/hooks/useCommandPaletteShortcut';
import { StaleDataNotice } from '../../../features/live/components/StaleDataNotice';
import { useLiveEvents } from '../../../features/live/hooks/useLiveEvents';
import { useLiveNotices } from '../../../features/notices/hooks/useLiveNotices';
import { useFocusRescue } from '../hooks/useFocusRescue';
import { usePageSearchShortcut } from '../hooks/usePageSearchShortcut';
import { useSidebarState } from '../hooks/useSidebarState';
import { useSignedInPreferences } from '../hooks/useSignedInPreferences';
import { useStaticFrameReplaced } from '../hooks/useStaticFrameReplaced';
import { ScreenSkeleton } from './ScreenSkeleton';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { preloadTooltip } from './tooltip';
import { lazyWithPreload } from 'shared/ui/lazyWithPreload';
import { usePreloadOnFirstInput } from '../../usePreloadOnFirstInput';
import { useOpenedOnce } from 'shared/hooks/useOpenedOnce';
import { useWelcomeAfterSignIn } from '../../../lib/auth/welcome';

// Fetched on the person's first key press or focus, or when opened: the first screen shows neither.
// The palette's search field, results and their schemas were a sixth of a signed-in first load; the
// phone's navigation drawer brings MUI's modal, which nothing else on the first screen needs.
const commandPalette = lazyWithPreload(() => import('../../../features/command-palette/components/CommandPalette').then((m) => m.CommandPalette));
const CommandPalette = commandPalette.Component;
const navigationDrawer = lazyWithPreload(() => import('@mui/material/Drawer').then((m) => m.default));
const Drawer = navigationDrawer.Component;
const preloadOnFirstInput = () => {
  commandPalette.preload();
  navigationDrawer.preload();
  preloadTooltip();
};

export function AppLayout() {
  const { t, i18n } = useLingui();
  const { preferences, ready, formatKey } = useSignedInPreferences();
  // A person can turn keyboard shortcuts off: Ctrl/Cmd+K, Ctrl/Meta+B and '/' then do nothing.
  const shortcuts = preferences.keyboardShortcuts;
  const sidebar = useSidebarState(shortcuts);
  // The organisation can turn the palette off: then it, its shortcut and its search button go.
  // Until its settings arrive the search button keeps its place, unseen.
  const paletteFlag = useFeatureFlagStatus('commandPalette');
  const paletteEnabled = paletteFlag === true;
  const palette = useCommandPaletteShortcut(paletteEnabled && shortcuts);
  usePreloadOnFirstInput(preloadOnFirstInput);
  const paletteOpened = useOpenedOnce(palette.open);
  const drawerOpened = useOpenedOnce(sidebar.isMobile && sidebar.mobileOpen);
  const sidebarWidth = sidebar.isMobile ? '0px' : sidebar.expanded ? '16rem' : '3rem';
  // The notices sit at the bottom left of the screen's own area, clear of the sidebar (see notifications).
  useEffect(() => {
    document.documentElement.style.setProperty('--portal-sidebar-width', sidebarWidth);
    return () => {
      document.documentElement.style.removeProperty('--portal-sidebar-width');
    };
  }, [sidebarWidth]);
  useStaticFrameReplaced();
  useFocusRescue();
  // The welcome waits for the person's language: their preferences read and its messages come.
  useWelcomeAfterSignIn(ready && i18n.locale === catalogueOf(preferences.locale));
  useLiveEvents();
  // No notices until the person's switches are known (the defaults would turn some on for a moment).
  useLiveNotices(ready ? preferences : null);
  usePageSearchShortcut(shortcuts);
  const main = useRef<HTMLElement>(null);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* The first Tab stop: past the sidebar and top bar straight to the screen. */}
      <Link
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        sx={{
          position: 'fixed',
          left: 8,
          top: 8,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          boxShadow: 3,
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        <Trans>Skip to main content</Trans>
      </Link>
      {sidebar.isMobile ? (
        drawerOpened && (
          <Suspense fallback={null}>
            <Drawer open={sidebar.mobileOpen} onClose={sidebar.closeMobile} slotProps={{ paper: { 'aria-label': t`Navigation`, sx: { width: '18rem' } } }}>
              <Sidebar collapsed={false} width="18rem" onNavigate={sidebar.closeMobile} />
            </Drawer>
          </Suspense>
        )
      ) : (
        // Held in place while the page scrolls; its own list scrolls when the window is short.
        <Box sx={{ position: 'sticky', top: 0, height: '100vh', flexShrink: 0, overflowY: 'auto', overflowX: 'hidden' }}>
          <Sidebar collapsed={!sidebar.expanded} width={sidebarWidth} />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          onToggleSidebar={sidebar.toggle}
          onOpenPalette={paletteEnabled ? palette.openPalette : undefined}
          shortcuts={shortcuts}
          searchPending={paletteFlag === undefined}
        />
        <Box component="main" id="main-content" ref={main} tabIndex={-1} sx={{ flex: 1, p: { xs: 2, md: 3 }, outline: 'none' }}>
          {/* The screen waits for the person's format, rather than drawing in another and again at
              once (which would also cancel its first requests), and is drawn again when it changes. */}
          <StaleDataNotice />
          {ready ? <Outlet key={formatKey} /> : <ScreenSkeleton />}
        </Box>
      </Box>
      {paletteEnabled && paletteOpened && (
        <Suspense fallback={null}>
          <CommandPalette open={palette.open} initialText={palette.initialText} onClose={palette.closePalette} />
        </Suspense>
      )}
    </Box>
  );
}
