import { Box, Drawer } from '@mui/material';
import { Outlet } from 'shared/routing/router';
import { useFeatureFlag } from 'shared/hooks/useFeatureFlag';
import { CommandPalette } from '../../command-palette/components/CommandPalette';
import { useCommandPaletteShortcut } from '../../command-palette/hooks/useCommandPaletteShortcut';
import { useFocusRescue } from '../hooks/useFocusRescue';
import { useSidebarState } from '../hooks/useSidebarState';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

export function AppLayout() {
  const sidebar = useSidebarState();
  // The organisation can turn the palette off: then it, its shortcut and its search button go.
  const paletteEnabled = useFeatureFlag('commandPalette');
  const palette = useCommandPaletteShortcut(paletteEnabled);
  useFocusRescue();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {sidebar.isMobile ? (
        <Drawer open={sidebar.mobileOpen} onClose={sidebar.closeMobile} slotProps={{ paper: { 'aria-label': 'Navigation', sx: { width: '18rem' } } }}>
          <Sidebar collapsed={false} width="18rem" onNavigate={sidebar.closeMobile} />
        </Drawer>
      ) : (
        <Sidebar collapsed={!sidebar.expanded} width={sidebar.expanded ? '16rem' : '3rem'} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar onToggleSidebar={sidebar.toggle} onOpenPalette={paletteEnabled ? palette.openPalette : undefined} />
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
          <Outlet />
        </Box>
      </Box>
      {paletteEnabled && <CommandPalette open={palette.open} initialText={palette.initialText} onClose={palette.closePalette} />}
    </Box>
  );
}
