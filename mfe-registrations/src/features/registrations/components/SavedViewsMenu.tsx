import { memo, useState } from 'react';
import { Divider, Menu, MenuItem } from '@mui/material';
import { Button, Chip, ListItemIcon, ListItemText } from 'shared/platform/ui/mui';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import StarIcon from '@mui/icons-material/Star';
import type { RegistrationView } from 'shared/domain/preferences';

interface SavedViewsMenuProps {
  views: RegistrationView[];
  active: RegistrationView | null;
  defaultViewId: string | null;
  onOpen: (view: RegistrationView) => void;
  onSaveNew: () => void;
  onSetDefault: (id: string | null) => void;
  onDelete: (view: RegistrationView) => void;
}

/** The Views button: the saved views (one's own and the organisation's), and what can be done with the one on show. */
export const SavedViewsMenu = memo(function SavedViewsMenu({ views, active, defaultViewId, onOpen, onSaveNew, onSetDefault, onDelete }: SavedViewsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const act = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarkBorderIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        sx={{ textTransform: 'none' }}
      >
        {active ? `View: ${active.name}` : 'Views'}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {views.length === 0 && <MenuItem disabled>No saved views yet</MenuItem>}
        {views.map((view) => (
          <MenuItem key={view.id} selected={view.id === active?.id} onClick={act(() => onOpen(view))}>
            <ListItemIcon>{view.id === defaultViewId && <StarIcon fontSize="small" titleAccess="Your default view" />}</ListItemIcon>
            <ListItemText primary={view.name} secondary={view.shared ? `Shared by ${view.ownerName}` : undefined} />
            {view.shared && <Chip size="small" label="Shared" sx={{ ml: 1 }} />}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={act(onSaveNew)}>Save current view...</MenuItem>
        {active && active.id !== defaultViewId && <MenuItem onClick={act(() => onSetDefault(active.id))}>Open the list with "{active.name}"</MenuItem>}
        {defaultViewId && <MenuItem onClick={act(() => onSetDefault(null))}>Open the list without a view</MenuItem>}
        {active?.editable && <MenuItem onClick={act(() => onDelete(active))}>Delete "{active.name}"</MenuItem>}
      </Menu>
    </>
  );
});
