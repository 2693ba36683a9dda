import { useLayoutEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Box, Button, Stack, Typography } from 'shared/platform/ui/mui';
import { removeStaticFrame } from '../../../lib/staticFrame';

/** In place of the portal when Firebase Auth could not be loaded (a dropped connection, a blocked file): nothing can be shown without a session. */
export function SessionUnavailable() {
  // Drawn in place of index.html's frame, which would otherwise stay over it.
  useLayoutEffect(removeStaticFrame, []);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        <Typography variant="h5" component="h1">
          <Trans>Your session could not be checked</Trans>
        </Typography>
        <Typography role="alert">
          <Trans>The sign-in service did not load. Check your connection, then reload the page to try again.</Trans>
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </Stack>
    </Box>
  );
}
