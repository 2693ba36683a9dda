import { Avatar } from '@mui/material';
import { useLingui } from '@lingui/react/macro';
import { useGetMyProfileQuery } from '../api/profileApi';
import { getRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { initialsOf } from 'shared/format/names';
import { useSession } from '../../../lib/auth/useSession';

/**
 * The signed-in user's uploaded avatar, or their initials; one cached profile read serves every place it appears.
 * `decorative` hides it from assistive technology where it stands beside the person's name or inside a
 * labelled button: there the initials would only repeat the name or contradict the button's label.
 */
export function UserAvatar({ size, decorative = false }: { size: number; decorative?: boolean }) {
  const { t } = useLingui();
  const { user } = useSession();
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !user });
  const name = user?.displayName ?? profile?.name ?? null;
  const src = profile?.avatarPath ? `${getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}${profile.avatarPath}` : undefined;
  return (
    <Avatar
      src={src}
      alt={name ?? t`User`}
      aria-hidden={decorative || undefined}
      data-testid="user-avatar"
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
