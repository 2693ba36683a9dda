import { Menu, MenuItem } from '@mui/material';
import { Trans } from '@lingui/react/macro';
import { PATHS } from 'shared/routes/paths';

interface UserMenuProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  onGo: (path: string) => void;
  onSignOut: () => void;
  canOpenSettings: boolean;
}

/** The top bar's user menu: its own chunk, fetched on the first focus or key press, or when opened. */
export function UserMenu({ anchorEl, onClose, onGo, onSignOut, canOpenSettings }: UserMenuProps) {
  return (
    <Menu anchorEl={anchorEl} open={!!anchorEl} onClose={onClose}>
      <MenuItem onClick={() => onGo(PATHS.profile)}>
        <Trans>Profile</Trans>
      </MenuItem>
      {/* One step to the Preferences tab, which is otherwise under Profile. */}
      <MenuItem onClick={() => onGo(`${PATHS.profile}?tab=preferences`)}>
        <Trans>Preferences</Trans>
      </MenuItem>
      {canOpenSettings && (
        <MenuItem onClick={() => onGo(PATHS.settings)}>
          <Trans>Settings</Trans>
        </MenuItem>
      )}
      <MenuItem onClick={onSignOut}>
        <Trans>Sign out</Trans>
      </MenuItem>
    </Menu>
  );
}
