import { memo, Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from 'shared/platform/ui/mui';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useOpenedOnce } from 'shared/hooks/useOpenedOnce';
import { lazyWithPreload, preloadOnIntent } from 'shared/ui/lazyWithPreload';
import type { ColumnsChoice } from './ColumnsPopover';

// Not part of the list's first load (a phone waits for all of it): fetched as the person heads for the button.
const popover = lazyWithPreload(() => import('./ColumnsPopover').then((m) => m.ColumnsPopover));
const ColumnsPopover = popover.Component;

/** The Columns button, and the columns shown and their order (ColumnsPopover) once it is pressed. */
export const ColumnsMenu = memo(function ColumnsMenu(choice: ColumnsChoice) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        {...preloadOnIntent(popover.preload)}
      >
        <Trans>Columns</Trans>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ColumnsPopover anchor={anchor} onClose={() => setAnchor(null)} {...choice} />
        </Suspense>
      )}
    </>
  );
});
