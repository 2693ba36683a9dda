import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { CardActions } from '@mui/material';
import { Button, Card, CardContent, CardHeader, Stack } from 'shared/platform/ui/mui';

/** A settings card whose form saves on submit. */
export function SectionCard({
  title,
  subheader,
  saving,
  onSubmit,
  children,
}: {
  title: string;
  subheader: string;
  saving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card component="form" noValidate onSubmit={submit} aria-label={title}>
      <CardHeader title={title} subheader={subheader} />
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          {children}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t`Saving...` : t`Save Changes`}
        </Button>
      </CardActions>
    </Card>
  );
}
