import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Box, Button } from 'shared/platform/ui/mui';

interface FilterBarProps {
  /** What the filters filter, for screen readers: "Filter messages". */
  label: string;
  /** Nothing to clear: the button is off. */
  clearDisabled: boolean;
  onClear: () => void;
  /** The fields; each applies as it changes, so the form is never submitted. */
  children: ReactNode;
}

/** A list's filters in one row that wraps, ending with Clear filters: the one way a list page shows them. */
export function FilterBar({ label, clearDisabled, onClear, children }: FilterBarProps) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 2 }, alignItems: 'center', mb: 2 }}
    >
      {children}
      <Button onClick={onClear} disabled={clearDisabled}>
        <Trans>Clear filters</Trans>
      </Button>
    </Box>
  );
}
