import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Dialog, InputAdornment, ListSubheader, TextField } from '@mui/material';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from 'shared/platform/ui/mui';
import SearchIcon from '@mui/icons-material/Search';
import PaymentsIcon from '@mui/icons-material/Payments';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import HistoryIcon from '@mui/icons-material/History';
import MailIcon from '@mui/icons-material/Mail';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import LogoutIcon from '@mui/icons-material/Logout';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BadgeIcon from '@mui/icons-material/Badge';
import { can, canUseSettings } from 'shared/domain/common/permissions';
import { PALETTE_MIN_SEARCH, usePaletteSearch } from '../hooks/usePaletteSearch';
import { CenterScopeNote } from 'shared/ui/CenterScopeNote';
import { useSession } from '../../../lib/auth/useSession';
import { useSignOut } from '../../../lib/auth/useSignOut';
import { useStableNavigate } from 'shared/platform/routing/stableNavigate';
import { PATHS, registrationPath } from 'shared/routes/paths';

const GROUPS = ['quickActions', 'navigate', 'searchResults'] as const;
type Group = (typeof GROUPS)[number];

interface PaletteItem {
  key: string;
  group: Group;
  /** In the person's language: what they type is looked for in it. */
  label: string;
  secondary?: string;
  icon: ReactNode;
  trailing?: ReactNode;
  run: () => void;
}

const matches = (item: PaletteItem, text: string) => !text || item.label.toLowerCase().includes(text.toLowerCase());

/** Ctrl/Cmd+K: jump anywhere, or to a registration, from the keyboard. */
export function CommandPalette({ open, onClose, initialText = '' }: { open: boolean; onClose: () => void; initialText?: string }) {
  const { t } = useLingui();
  const navigate = useStableNavigate();
  const signOut = useSignOut();
  const { role } = useSession();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { results } = usePaletteSearch(text);
  // On opening (or a new text to open with), the box starts from that text: set while rendering.
  const [openedWith, setOpenedWith] = useState<{ open: boolean; initialText: string } | null>(null);
  if (openedWith?.open !== open || openedWith.initialText !== initialText) {
    setOpenedWith({ open, initialText });
    if (open) setText(initialText);
  }

  const close = () => {
    setText('');
    setActive(0);
    onClose();
  };
  const go = (path: string) => () => {
    close();
    navigate(path);
  };

  const fixed: PaletteItem[] = [
    { key: 'qa-payment', group: 'quickActions', label: t`Find by Payment ID`, icon: <PaymentsIcon />, run: go(PATHS.payments) },
    { key: 'qa-export', group: 'quickActions', label: t`Export Registrations`, icon: <FileDownloadIcon />, run: go(PATHS.registrations) },
    { key: 'qa-audit', group: 'quickActions', label: t`View Audit Logs`, icon: <HistoryIcon />, run: go(PATHS.audit) },
    { key: 'nav-dashboard', group: 'navigate', label: t`Dashboard`, icon: <DashboardIcon />, run: go(PATHS.dashboard) },
    { key: 'nav-registrations', group: 'navigate', label: t`Registrations`, icon: <PeopleIcon />, run: go(PATHS.registrations) },
    { key: 'nav-payments', group: 'navigate', label: t`Payments`, icon: <PaymentsIcon />, run: go(PATHS.payments) },
    ...(can(role, 'admin') ? [{ key: 'nav-messages', group: 'navigate', label: t`Messages`, icon: <MailIcon />, run: go(PATHS.messages) } as const] : []),
    { key: 'nav-profile', group: 'navigate', label: t`Open Profile`, icon: <PersonIcon />, run: go(PATHS.profile) },
    ...(canUseSettings(role)
      ? [{ key: 'nav-settings', group: 'navigate', label: t`Open Settings`, icon: <SettingsIcon />, run: go(PATHS.settings) } as const]
      : []),
    {
      key: 'nav-signout',
      group: 'navigate',
      label: t`Sign Out`,
      icon: <LogoutIcon />,
      run: () => {
        close();
        void signOut();
      },
    },
  ];
  const found: PaletteItem[] = results.map((r) => ({
    key: `reg-${r.registrationId}`,
    group: 'searchResults',
    label: r.name,
    secondary: `${r.registrationId} · ${r.school.value}`,
    icon: <BadgeIcon />,
    trailing: r.payment.status === 'success' ? <CheckCircleIcon color="success" aria-label={t`Paid`} fontSize="small" /> : undefined,
    run: go(registrationPath(r.registrationId)),
  }));
  const items = [...fixed.filter((item) => matches(item, text.trim())), ...found];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, items.length - 1));
    }
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      items[active]?.run();
    }
  };

  const groupNames: Record<Group, string> = { quickActions: t`Quick Actions`, navigate: t`Navigate`, searchResults: t`Search Results` };
  const groups = GROUPS.map((group) => ({ group, entries: items.filter((i) => i.group === group) })).filter((g) => g.entries.length);

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" slotProps={{ paper: { 'aria-label': t`Command palette` } }}>
      <Box sx={{ p: 1 }}>
        <TextField
          autoFocus
          fullWidth
          placeholder={t`Type a command or search...`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: { 'aria-label': t`Search commands and registrations` },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {/* Said once a search starts: it finds registrations of the person's centres only. */}
        {text.trim().length >= PALETTE_MIN_SEARCH && <CenterScopeNote sx={{ px: 1.5, pt: 0.5 }} />}
      </Box>
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
        {groups.length === 0 && (
          <Typography sx={{ p: 3, textAlign: 'center' }} color="textSecondary">
            <Trans>No results found</Trans>
          </Typography>
        )}
        {groups.map(({ group, entries }) => (
          <List key={group} dense subheader={<ListSubheader>{groupNames[group]}</ListSubheader>} aria-label={groupNames[group]}>
            {entries.map((item) => (
              <ListItem key={item.key} disablePadding>
                <ListItemButton selected={items.indexOf(item) === active} onClick={item.run}>
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} secondary={item.secondary} />
                  {item.trailing}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ))}
      </Box>
    </Dialog>
  );
}
