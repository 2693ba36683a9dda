import { Suspense, useState } from 'react';
import { AppBar, Toolbar } from '@mui/material';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, IconButton, Skeleton } from 'shared/platform/ui/mui';
import SearchIcon from '@mui/icons-material/Search';
import MenuIcon from '@mui/icons-material/Menu';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { canUseSettings } from 'shared/domain/common/permissions';
import { UserAvatar } from '../../../features/profile/components/UserAvatar';
import { useSession } from '../../../lib/auth/useSession';
import { useSignOut } from '../../../lib/auth/useSignOut';
import { useStableNavigate } from 'shared/platform/routing/stableNavigate';
import { useThemeMode } from '../../../features/theme/ThemeModeProvider';
import { visuallyHidden } from 'shared/theme/visuallyHidden';
import { lazyWithPreload } from 'shared/ui/lazyWithPreload';
import { usePreloadOnFirstInput } from '../../usePreloadOnFirstInput';
import { useOpenedOnce } from 'shared/hooks/useOpenedOnce';
import { DeferredTooltip } from './tooltip';

const userMenu = lazyWithPreload(() => import('./UserMenu').then((m) => m.UserMenu));
const UserMenu = userMenu.Component;

interface TopBarProps {
  onToggleSidebar: () => void;
  /** Absent when the command palette is turned off: its search button goes with it. */
  onOpenPalette?: (initialText?: string) => void;
  /** The person's keyboard shortcuts: off, the search button's hint says so instead of Ctrl K. */
  shortcuts: boolean;
  /** The palette's flag is not known yet: the search button keeps its place, unseen and out of reach. */
  searchPending?: boolean;
}

const SHORTCUT_HINT = { ml: 'auto', pl: 2, fontSize: 12, display: { xs: 'none', sm: 'inline' } } as const;

export function TopBar({ onToggleSidebar, onOpenPalette, shortcuts, searchPending = false }: TopBarProps) {
  const { t } = useLingui();
  const signOut = useSignOut();
  const { role } = useSession();
  const { mode, toggle } = useThemeMode();
  const navigate = useStableNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  usePreloadOnFirstInput(userMenu.preload);
  const menuOpened = useOpenedOnce(!!menuAnchor);

  const go = (path: string) => {
    setMenuAnchor(null);
    navigate(path);
  };
  const handleSignOut = () => {
    setMenuAnchor(null);
    void signOut();
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {/* A phone's finger-sized buttons leave the search its label on one line with the gaps halved. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <IconButton aria-label={t`Toggle Sidebar`} onClick={onToggleSidebar} edge="start">
          <MenuIcon />
        </IconButton>
        {/* Until the palette's flag is known, a placeholder of the button's size: the bar is not blank. */}
        {searchPending && <Skeleton variant="rounded" aria-hidden data-testid="search-placeholder" sx={{ width: { xs: 200, sm: 280 }, height: 36 }} />}
        {onOpenPalette && (
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => onOpenPalette()}
            startIcon={<SearchIcon />}
            // Typing into the search box starts the search in the palette with what was typed.
            onKeyDown={(event) => {
              if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
                event.preventDefault();
                onOpenPalette(event.key);
              }
            }}
            sx={{
              justifyContent: 'flex-start',
              color: 'text.secondary',
              borderColor: 'divider',
              minWidth: { sm: 280 },
              textTransform: 'none',
            }}
          >
            <Box component="span" sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              <Trans>Search registrations...</Trans>
            </Box>
            {/* The keyboard hint only where there is room: on a phone it pushed the label onto two lines. */}
            {shortcuts ? (
              <Box component="kbd" sx={SHORTCUT_HINT}>
                <Trans>Ctrl K</Trans>
              </Box>
            ) : (
              <Box component="span" sx={SHORTCUT_HINT}>
                <Trans>Shortcuts off</Trans>
              </Box>
            )}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <DeferredTooltip title={mode === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`}>
          <IconButton aria-label={t`Toggle theme`} onClick={toggle}>
            {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
        </DeferredTooltip>
        {/* Named by its content, not aria-label: a label that omits the initials the button shows
            fails WCAG 2.5.3 (label in name) for people who speak what they see. */}
        <IconButton onClick={(e) => setMenuAnchor(e.currentTarget)}>
          <UserAvatar size={32} decorative />
          <Box component="span" sx={visuallyHidden}>
            <Trans>User menu</Trans>
          </Box>
        </IconButton>
        {menuOpened && (
          <Suspense fallback={null}>
            <UserMenu anchorEl={menuAnchor} onClose={() => setMenuAnchor(null)} onGo={go} onSignOut={handleSignOut} canOpenSettings={canUseSettings(role)} />
          </Suspense>
        )}
      </Toolbar>
    </AppBar>
  );
}
