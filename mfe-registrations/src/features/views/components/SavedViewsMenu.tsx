import { memo, Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Box, Button } from 'shared/platform/ui/mui';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { useOpenedOnce } from 'shared/hooks/useOpenedOnce';
import { lazyWithPreload, preloadOnIntent } from 'shared/ui/lazyWithPreload';
import type { SavedViewsChoice } from './SavedViewsPopup';

// Not part of the list's first load (a phone waits for all of it): fetched as the person heads for the button.
const popup = lazyWithPreload(() => import('./SavedViewsPopup').then((m) => m.SavedViewsPopup));
const SavedViewsPopup = popup.Component;

interface SavedViewsMenuProps extends SavedViewsChoice {
  /** The menu opens: its forms (save, rename) may be fetched. */
  onMenuOpen: () => void;
}

/** The Views button: the saved views (one's own and the organisation's), each with what can be done with it. */
export const SavedViewsMenu = memo(function SavedViewsMenu({ onMenuOpen, ...views }: SavedViewsMenuProps) {
  const { active } = views;
  const activeName = active?.name;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarkBorderIcon />}
        onClick={(event) => {
          onMenuOpen();
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="menu"
        sx={{ minWidth: 0 }}
        {...preloadOnIntent(popup.preload)}
      >
        {active ? (
          // One element: a flex item's own edges would drop the space after "View:".
          <span>
            {/* The name as it was written, cut short rather than pushing the toolbar onto a second line. */}
            <Trans>
              View:{' '}
              <Box
                component="span"
                title={active.name}
                sx={{
                  display: 'inline-block',
                  verticalAlign: 'bottom',
                  textTransform: 'none',
                  maxWidth: 160,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {activeName}
              </Box>
            </Trans>
          </span>
        ) : (
          <Trans>Views</Trans>
        )}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SavedViewsPopup anchor={anchor} onClose={() => setAnchor(null)} {...views} />
        </Suspense>
      )}
    </>
  );
});
