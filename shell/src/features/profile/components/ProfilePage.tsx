import { Suspense, useEffect, useRef, type ChangeEvent } from 'react';
import { Tab, Tabs, type ChipProps } from '@mui/material';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Card, CardContent, Chip, CircularProgress, Typography } from 'shared/platform/ui/mui';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useGetMyProfileQuery } from '../api/profileApi';
import type { Role } from 'shared/domain/common/enums';
import { formatDateTime } from 'shared/format/dates';
import { useGetPreferencesQuery } from 'shared/platform/api/preferencesApi';
import { useSearchParams } from 'shared/platform/routing/router';
import { UserAvatar } from './UserAvatar';
import { useSession } from '../../../lib/auth/useSession';
import { useAvatarUpload } from '../hooks/useAvatarUpload';
import { ProfileGeneralForm } from './ProfileGeneralForm';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { lazyWithPreload, preloadOnIntent } from 'shared/ui/lazyWithPreload';
import { useLabels } from 'shared/ui/labelMessages';

// The Security and Preferences tabs' forms are fetched when their tab is shown or headed for, not
// with the page, which opens on General.
const securityTab = lazyWithPreload(() => import('./SecurityTab').then((m) => m.SecurityTab));
const preferencesForm = lazyWithPreload(() => import('./PreferencesForm').then((m) => m.PreferencesForm));

// Spec section 6: role badge colours differ per role.
const ROLE_COLORS: Record<Role, ChipProps['color']> = {
  superadmin: 'secondary',
  admin: 'error',
  staff: 'primary',
  viewer: 'info',
  user: 'default',
};

function AvatarChange() {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useAvatarUpload();
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (file) void upload(file);
  };
  return (
    <>
      <input ref={input} type="file" accept="image/*" hidden aria-label={t`Avatar image`} onChange={chosen} />
      <Button
        size="small"
        startIcon={uploading ? <CircularProgress size={16} /> : <PhotoCameraIcon />}
        disabled={uploading}
        onClick={() => input.current?.click()}
      >
        <Trans>Change avatar</Trans>
      </Button>
      <Typography variant="caption" color="textSecondary">
        <Trans>Square, at least 200x200 px; up to 5MB.</Trans>
      </Typography>
    </>
  );
}

const TABS = ['general', 'security', 'preferences'] as const;
type Tab = (typeof TABS)[number];

export function ProfilePage() {
  const { t } = useLingui();
  const labels = useLabels();
  const { user, role } = useSession();
  // The tab is kept in the address (?tab=security), so a reload or a shared link opens it again.
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'general';
  const setTab = (next: Tab) => setParams(next === 'general' ? {} : { tab: next }, { replace: true });
  const profile = useGetMyProfileQuery(undefined, { skip: !user });
  const preferences = useGetPreferencesQuery(undefined, { skip: !user || tab !== 'preferences' });
  // A tab opened from the address fetches its form beside its data, not after it.
  useEffect(() => {
    if (tab === 'security') void securityTab.preload();
    if (tab === 'preferences') void preferencesForm.preload();
  }, [tab]);
  if (!user)
    return (
      <Typography>
        <Trans>Not authenticated</Trans>
      </Typography>
    );

  const name = user.displayName ?? profile.data?.name ?? '';
  const lastLogin = user.metadata.lastSignInTime ? formatDateTime(user.metadata.lastSignInTime) : labels.notAvailable();
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        <Trans>Profile</Trans>
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <UserAvatar size={96} />
            <AvatarChange />
          </Box>
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="h5" component="h2">
                {name || t`No name yet`}
              </Typography>
              <Chip size="small" color={ROLE_COLORS[role]} label={labels.role(role).toUpperCase()} data-testid="profile-role" />
            </Box>
            <Typography color="textSecondary">{user.email}</Typography>
            <Typography variant="body2" color="textSecondary">
              <Trans>Last login: {lastLogin}</Trans>
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }} />
              <Typography variant="body2">
                <Trans>Active &amp; Online</Trans>
              </Typography>
            </Box>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <Tabs value={tab} onChange={(_event, next) => setTab(next)} sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
          <Tab value="general" label={t`General`} />
          <Tab value="security" label={t`Security`} {...preloadOnIntent(securityTab.preload)} />
          <Tab value="preferences" label={t`Preferences`} {...preloadOnIntent(preferencesForm.preload)} />
        </Tabs>
        <CardContent>
          {tab === 'general' && profile.isLoading && <CircularProgress aria-label={t`Loading profile`} />}
          {/* Without the stored record the form would save blanks over it, so it waits for one. */}
          {tab === 'general' && profile.isError && (
            <RetryAlert onRetry={() => void profile.refetch()}>
              <Trans>Your profile could not be loaded.</Trans>
            </RetryAlert>
          )}
          {tab === 'general' && profile.data && (
            <ProfileGeneralForm
              key={user.uid}
              initial={{ name, email: user.email ?? '', phone: profile.data.phone ?? '', alternateEmail: profile.data.alternateEmail ?? '' }}
            />
          )}
          {tab === 'security' && (
            <Suspense fallback={<CircularProgress aria-label={t`Loading the security settings`} />}>
              <securityTab.Component />
            </Suspense>
          )}
          {tab === 'preferences' && preferences.isLoading && <CircularProgress aria-label={t`Loading preferences`} />}
          {tab === 'preferences' && preferences.isError && (
            <RetryAlert onRetry={() => void preferences.refetch()}>
              <Trans>Your preferences could not be loaded.</Trans>
            </RetryAlert>
          )}
          {tab === 'preferences' && preferences.data && (
            <Suspense fallback={<CircularProgress aria-label={t`Loading preferences`} />}>
              <preferencesForm.Component key={user.uid} initial={preferences.data} />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
