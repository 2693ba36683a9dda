import type { SxProps, Theme } from '@mui/material';
import { useLingui } from '@lingui/react/macro';
import { EVERY_CENTRE_MESSAGE } from 'shared/ui/labelMessages';
import { Typography } from 'shared/platform/ui/mui';
import type { CenterScope } from 'shared/platform/api/centerScope';
import { useGetCenterScopeQuery } from 'shared/platform/api/centerScopeApi';

/** 'BLR01 (Bangalore), CHN01 (Chennai)': the centres a person is limited to, as every screen names them. */
export const centerNames = (scope: CenterScope): string => scope.centers.map((center) => `${center.code} (${center.city})`).join(', ');

/** The person's centres when they are limited to some (undefined while unknown or when they see every centre). */
export function useLimitedCenters(): CenterScope | undefined {
  const { data } = useGetCenterScopeQuery();
  return data && !data.allCenters ? data : undefined;
}

/**
 * Says which centres a screen holds, on every screen a person's centres shape (counts, lists, the
 * palette): "Only your centres: CHN01 (Chennai)". Nothing for someone who sees every centre, unless
 * `everyCentre` asks for it (the dashboard says what its figures count either way).
 */
export function CenterScopeNote({ everyCentre = false, sx }: { everyCentre?: boolean; sx?: SxProps<Theme> }) {
  const { data } = useGetCenterScopeQuery();
  const { i18n, t } = useLingui();
  if (!data || (data.allCenters && !everyCentre)) return null;
  const centres = centerNames(data);
  return (
    // A block span: it also sits inside a card's subheader, itself a span.
    <Typography
      variant="body2"
      color="textSecondary"
      component="span"
      data-testid="center-scope"
      sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {data.allCenters ? i18n._(EVERY_CENTRE_MESSAGE) : t`Only your centres: ${centres}`}
    </Typography>
  );
}
