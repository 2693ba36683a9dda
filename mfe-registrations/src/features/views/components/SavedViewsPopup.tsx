import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Menu, MenuItem } from '@mui/material';
import { Chip, ListItemIcon, ListItemText } from 'shared/platform/ui/mui';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StarIcon from '@mui/icons-material/Star';
import type { RegistrationView } from 'shared/domain/profile/preferences-answers';

// Every item spans the menu's three columns but a view one may change, whose Rename and Delete sit
// beside it. They stay the menu's own items, so the arrow keys reach them in turn.
// A long view name in an item's text wraps rather than being cut at the menu's edge.
const WHOLE_ROW = { gridColumn: '1 / -1', whiteSpace: 'normal' } as const;
const ICON_ITEM = { justifyContent: 'center', minWidth: 44, minHeight: 44, px: 1 } as const;

export interface SavedViewsChoice {
  views: RegistrationView[];
  active: RegistrationView | null;
  defaultViewId: string | null;
  onOpen: (view: RegistrationView) => void;
  onSaveNew: () => void;
  onSetDefault: (id: string | null) => void;
  onRename: (view: RegistrationView) => void;
  onDelete: (view: RegistrationView) => void;
}

/** What the Views button opens: the saved views (one's own and the organisation's), each with what can be done with it. */
export function SavedViewsPopup({
  anchor,
  onClose,
  views,
  active,
  defaultViewId,
  onOpen,
  onSaveNew,
  onSetDefault,
  onRename,
  onDelete,
}: SavedViewsChoice & { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useLingui();
  const act = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      slotProps={{ list: { sx: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto auto', maxWidth: 420 } } }}
    >
      {views.length === 0 && (
        <MenuItem disabled sx={WHOLE_ROW}>
          <Trans>No saved views yet</Trans>
        </MenuItem>
      )}
      {views.flatMap((view) => [
        <MenuItem key={view.id} selected={view.id === active?.id} onClick={act(() => onOpen(view))} sx={view.editable ? undefined : WHOLE_ROW}>
          <ListItemIcon>{view.id === defaultViewId && <StarIcon fontSize="small" titleAccess={t`Your default view`} />}</ListItemIcon>
          <ListItemText
            primary={view.name}
            secondary={view.shared ? t`Shared by ${ph({ owner: view.ownerName })}` : undefined}
            slotProps={{ primary: { noWrap: true, title: view.name } }}
          />
          {view.shared && <Chip size="small" label={t`Shared`} sx={{ ml: 1 }} />}
        </MenuItem>,
        ...(view.editable
          ? [
              <MenuItem
                key={`${view.id}-rename`}
                aria-label={t`Rename "${ph({ name: view.name })}"...`}
                title={t`Rename`}
                onClick={act(() => onRename(view))}
                sx={ICON_ITEM}
              >
                <EditOutlinedIcon fontSize="small" />
              </MenuItem>,
              <MenuItem
                key={`${view.id}-delete`}
                aria-label={t`Delete "${ph({ name: view.name })}"...`}
                title={t`Delete`}
                onClick={act(() => onDelete(view))}
                sx={ICON_ITEM}
              >
                <DeleteOutlineIcon fontSize="small" />
              </MenuItem>,
            ]
          : []),
      ])}
      <Divider sx={WHOLE_ROW} />
      <MenuItem onClick={act(onSaveNew)} sx={WHOLE_ROW}>
        <Trans>Save current view...</Trans>
      </MenuItem>
      {active && active.id !== defaultViewId && (
        <MenuItem onClick={act(() => onSetDefault(active.id))} sx={WHOLE_ROW}>
          <Trans>Open the list with &quot;{ph({ name: active.name })}&quot;</Trans>
        </MenuItem>
      )}
      {defaultViewId && (
        <MenuItem onClick={act(() => onSetDefault(null))} sx={WHOLE_ROW}>
          <Trans>Open the list without a view</Trans>
        </MenuItem>
      )}
    </Menu>
  );
}
