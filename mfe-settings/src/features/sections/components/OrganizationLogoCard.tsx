import type { ChangeEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Card, CardContent, CardHeader, Stack, Typography } from 'shared/platform/ui/mui';
import { LOGO_MAX_BYTES } from 'shared/domain/settings/settings';
import { formatDateTime } from 'shared/format/dates';
import { useOrganizationLogo } from '../hooks/useOrganizationLogo';

/** The logo printed on receipts: a preview of the one kept, an upload and its removal (each saved at once). */
export function OrganizationLogoCard() {
  const { logo, isLoading, busy, upload, remove } = useOrganizationLogo();
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (file) void upload(file);
  };
  return (
    <Card component="section" aria-labelledby="organization-logo-title">
      <CardHeader
        title="Logo"
        slotProps={{ title: { id: 'organization-logo-title', component: 'h2' } }}
        subheader={`Printed on receipts. PNG or JPEG, at most ${LOGO_MAX_BYTES / 1024} KB and 2000 pixels a side.`}
      />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            sx={{
              width: 120,
              height: 80,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: '#ffffff',
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
            }}
          >
            {logo ? (
              <Box
                component="img"
                src={`data:${logo.contentType};base64,${logo.base64}`}
                alt="Organization logo"
                sx={{ maxWidth: 112, maxHeight: 72, objectFit: 'contain' }}
              />
            ) : (
              <Typography variant="body2" sx={{ color: '#555555' }}>
                {isLoading ? 'Loading...' : 'No logo'}
              </Typography>
            )}
          </Box>
          <Stack spacing={1}>
            {logo && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {logo.width} x {logo.height} px, {Math.ceil(logo.bytes / 1024)} KB; uploaded {formatDateTime(logo.updatedAt)} by {logo.updatedBy}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} sx={{ minHeight: 44 }}>
                {logo ? 'Replace logo' : 'Upload logo'}
                <input type="file" accept="image/png,image/jpeg" hidden aria-label="Logo image" onChange={chosen} />
              </Button>
              {logo && (
                <Button color="error" disabled={busy} onClick={() => void remove()} sx={{ minHeight: 44 }}>
                  Remove logo
                </Button>
              )}
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
