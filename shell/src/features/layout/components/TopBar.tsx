import { useState } from 'react';
import { AppBar, Avatar, IconButton, Menu, MenuItem, Toolbar, Tooltip, Box } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useNavigate } from 'react-router-dom';
import { useNotify } from 'shared/ui/notifications';
import { useSession } from '../../auth/hooks/useSession';
import { useThemeMode } from '../../theme/ThemeModeProvider';

export function TopBar({ onToggleSidebar }: { onToggleSidebar: () => void }) {
  const { user, signOut } = useSession();
  const { mode, toggle } = useThemeMode();
  const notify = useNotify();
  const navigate = useNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  const go = (path: string) => { setMenuAnchor(null); navigate(path); };
  const handleSignOut = async () => {
    setMenuAnchor(null);
    try {
      await signOut();
      notify({ title: 'Signed out', description: 'You have been signed out successfully.', variant: 'success' });
    } catch {
      notify({ title: 'Error', description: 'Failed to sign out. Please try again.', variant: 'error' });
    }
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton aria-label="Toggle Sidebar" onClick={onToggleSidebar} edge="start"><MenuIcon /></IconButton>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}>
          <IconButton aria-label="Toggle theme" onClick={toggle}>{mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}</IconButton>
        </Tooltip>
        <IconButton aria-label="User menu" onClick={(e) => setMenuAnchor(e.currentTarget)}>
          <Avatar sx={{ width: 32, height: 32 }} src={user?.photoURL ?? undefined}>{(user?.displayName ?? user?.email ?? '?').charAt(0).toUpperCase()}</Avatar>
        </IconButton>
        <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
          <MenuItem onClick={() => go('/profile')}>Profile</MenuItem>
          <MenuItem onClick={() => go('/settings')}>Settings</MenuItem>
          <MenuItem onClick={handleSignOut}>Sign out</MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
