import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Box, Button, Stack, Typography } from 'shared/platform/ui/mui';
import { Link as RouterLink, useLocation } from 'shared/platform/routing/router';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h2" component="h1">
          404
        </Typography>
        <Typography>
          <Trans>Oops! Page not found</Trans>
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          <Trans>Return to Home</Trans>
        </Button>
      </Stack>
    </Box>
  );
}
