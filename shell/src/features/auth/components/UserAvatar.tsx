import { Avatar } from '@mui/material';
import { useGetMyProfileQuery } from 'shared/api/profileApi';
import { getRuntimeConfig } from 'shared/config/runtimeConfig';
import { initialsOf } from 'shared/domain/profile';
import { useSession } from '../hooks/useSession';

/** The signed-in user's uploaded avatar, or their initials; one cached profile read serves every place it appears. */
export function UserAvatar({ size }: { size: number }) {
  const { user } = useSession();
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !user });
  const name = user?.displayName ?? profile?.name ?? null;
  const src = profile?.avatarPath ? `${getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}${profile.avatarPath}` : undefined;
  return (
    <Avatar src={src} alt={name ?? 'User'} sx={{ width: size, height: size, fontSize: size * 0.4 }} data-testid="user-avatar">
      {initialsOf(name)}
    </Avatar>
  );
}
