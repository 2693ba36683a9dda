import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Card, CardContent, CardHeader, Stack, Typography } from 'shared/platform/ui/mui';
import { LOGO_MAX_BYTES } from 'shared/domain/settings/logo';
import { formatDateTime } from 'shared/format/dates';
import { useOrganizationLogo } from '../hooks/useOrganizationLogo';

/** The logo kept: its size in pixels and bytes, when and by whom it was uploaded. */
function LogoFacts({ logo }: { logo: NonNullable<ReturnType<typeof useOrganizationLogo>['logo']> }) {
  const { width, height, updatedBy } = logo;
  const kb = Math.ceil(logo.bytes / 1024);
  const uploaded = formatDateTime(logo.updatedAt);
  return (
    <Trans>
      {width} x {height} px, {kb} KB; uploaded {uploaded} by {updatedBy}
    </Trans>
  );
}

/** The logo printed on receipts: a preview of the one kept, an upload and its removal (each saved at once). */
export function OrganizationLogoCard() {
  const { logo, isLoading, busy, upload, remove } = useOrganizationLogo();
  const { t } = useLingui();
  const maxKb = LOGO_MAX_BYTES / 1024;
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (file) void upload(file);
  };
  return (
    <Card component="section" aria-labelledby="organization-logo-title">
      <CardHeader
        title={t`Logo`}
        slotProps={{ title: { id: 'organization-logo-title', component: 'h2' } }}
        subheader={t`Printed on receipts. PNG or JPEG, at most ${maxKb} KB and 2000 pixels a side.`}
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
                alt={t`Organization logo`}
                sx={{ maxWidth: 112, maxHeight: 72, objectFit: 'contain' }}
              />
            ) : (
              <Typography variant="body2" sx={{ color: '#555555' }}>
                {isLoading ? t`Loading...` : t`No logo`}
              </Typography>
            )}
          </Box>
          <Stack spacing={1}>
            {logo && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <LogoFacts logo={logo} />
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} sx={{ minHeight: 44 }}>
                {logo ? t`Replace logo` : t`Upload logo`}
                <input type="file" accept="image/png,image/jpeg" hidden aria-label={t`Logo image`} onChange={chosen} />
              </Button>
              {logo && (
                <Button color="error" disabled={busy} onClick={() => void remove()} sx={{ minHeight: 44 }}>
                  <Trans>Remove logo</Trans>
                </Button>
              )}
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
