import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Chip, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from 'shared/platform/ui/mui';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import PaymentsIcon from '@mui/icons-material/Payments';
import HistoryIcon from '@mui/icons-material/History';
import MailIcon from '@mui/icons-material/Mail';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { NavLink } from 'shared/platform/routing/router';
import { useGetStatsQuery } from 'shared/platform/api/statsApi';
import type { Role } from 'shared/domain/common/enums';
import { can, canUseSettings } from 'shared/domain/common/permissions';
import { formatCount } from 'shared/format/numbers';
import { labelsIn } from 'shared/ui/labelMessages';
import { UserAvatar } from '../../../features/profile/components/UserAvatar';
import { LiveIndicator } from '../../../features/live/components/LiveIndicator';
import { useOrganizationBranding } from 'shared/hooks/useOrganizationBranding';
import { useSession } from '../../../lib/auth/useSession';
import { PATHS } from 'shared/routes/paths';
import { DeferredTooltip } from './tooltip';

function RegistrationsBadge() {
  const { t } = useLingui();
  const { data, isLoading, isError } = useGetStatsQuery();
  const label = isLoading ? '...' : isError || !data ? t`N/A` : formatCount(data.totalRegistrations);
  return <Chip size="small" label={label} aria-label={t`Total registrations: ${label}`} />;
}

interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon: ReactNode;
  badge?: ReactNode;
}

/** `offered`: whether the person's role may use the screen at all; offered to everyone when left out. */
const NAV: (NavItem & { offered?: (role: Role) => boolean })[] = [
  { to: PATHS.dashboard, label: msg`Dashboard`, icon: <DashboardIcon />, badge: <LiveIndicator /> },
  { to: PATHS.registrations, label: msg`Registrations`, icon: <PeopleIcon />, badge: <RegistrationsBadge /> },
  { to: PATHS.payments, label: msg`Payments`, icon: <PaymentsIcon /> },
  { to: PATHS.audit, label: msg`Audit Trail`, icon: <HistoryIcon /> },
  { to: PATHS.messages, label: msg`Messages`, icon: <MailIcon />, offered: (role) => can(role, 'admin') },
  { to: PATHS.profile, label: msg`Profile`, icon: <PersonIcon /> },
  { to: PATHS.settings, label: msg`Settings`, icon: <SettingsIcon />, offered: canUseSettings },
];

export function Sidebar({ collapsed, width, onNavigate }: { collapsed: boolean; width: string; onNavigate?: () => void }) {
  const { role: sessionRole, user } = useSession();
  const { name } = useOrganizationBranding();
  const { t, i18n } = useLingui();
  // The role in the sidebar's language (the message calls it {role}).
  const role = labelsIn(i18n).role(sessionRole);
  return (
    <Box
      component="nav"
      aria-label={t`Main`}
      data-collapsed={collapsed}
      sx={{
        width,
        flexShrink: 0,
        minHeight: '100%',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'width 150ms',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ p: collapsed ? 1 : 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="p" noWrap sx={{ display: collapsed ? 'none' : 'block' }}>
          {name}
        </Typography>
        {!collapsed && <Chip size="small" color="primary" label={t`Admin`} />}
      </Box>
      <List dense>
        {NAV.filter((item) => !item.offered || item.offered(sessionRole)).map((item) => {
          const label = i18n._(item.label);
          return (
            <ListItem key={item.to} disablePadding>
              {/* Collapsed to icons, each names itself on hover and focus. */}
              <DeferredTooltip title={collapsed ? label : ''} placement="right" describeChild>
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  aria-label={collapsed ? label : undefined}
                  onClick={onNavigate}
                  sx={{ '&.active': { bgcolor: 'action.selected' } }}
                >
                  <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>{item.icon}</ListItemIcon>
                  {!collapsed && <ListItemText primary={label} />}
                  {!collapsed && item.badge}
                </ListItemButton>
              </DeferredTooltip>
            </ListItem>
          );
        })}
      </List>
      {!collapsed && (
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <UserAvatar size={36} decorative />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {user?.displayName ?? user?.email}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              <Trans>
                Role: <strong data-testid="sidebar-role">{role}</strong>
              </Trans>
            </Typography>
          </Box>
        </Box>
      )}
    </Box>
  );
}
