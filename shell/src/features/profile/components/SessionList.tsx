import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Chip, CircularProgress, Stack, Typography } from 'shared/platform/ui/mui';
import { formatDateTime } from 'shared/format/dates';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { useGetMySessionsQuery } from '../api/sessionsApi';
import { useSessionActions } from '../hooks/useSessionActions';
import { PROFILE_LIST_ITEM_SX } from './profileListItem';

/** Profile > Security: where the person is signed in, this device marked, each other one can be signed out. */
export function SessionList() {
  const { t } = useLingui();
  const sessions = useGetMySessionsQuery();
  const actions = useSessionActions();
  const list = sessions.data?.data ?? [];
  const others = list.filter((session) => !session.current);

  return (
    <Box component="section" aria-labelledby="sessions-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h6" component="h2" id="sessions-title">
            <Trans>Signed-in sessions</Trans>
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <Trans>Each device or browser you have signed in with. Sign out any you do not recognise.</Trans>
          </Typography>
        </Box>
        {others.length > 0 && (
          <Button variant="outlined" color="error" disabled={actions.busy} onClick={() => void actions.endOthers()}>
            <Trans>Sign out all other sessions</Trans>
          </Button>
        )}
      </Box>
      {sessions.isLoading && <CircularProgress aria-label={t`Loading sessions`} />}
      {sessions.isError && (
        <RetryAlert onRetry={() => void sessions.refetch()}>
          <Trans>Your sessions could not be loaded.</Trans>
        </RetryAlert>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Signed-in sessions`}>
        {list.map((session) => {
          const { device } = session;
          const signedIn = formatDateTime(session.signedInAt);
          const lastActive = formatDateTime(session.lastSeenAt);
          return (
            <Box component="li" key={session.id} aria-label={session.device} sx={PROFILE_LIST_ITEM_SX}>
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 500 }}>{session.device}</Typography>
                  {session.current && <Chip size="small" color="success" label={t`This device`} />}
                </Box>
                <Typography variant="body2" color="textSecondary">
                  <Trans>
                    Signed in {signedIn} · Last active {lastActive}
                  </Trans>
                </Typography>
              </Box>
              {!session.current && (
                <Button size="small" color="error" disabled={actions.busy} onClick={() => void actions.end(session)} aria-label={t`Sign out ${device}`}>
                  <Trans>Sign out</Trans>
                </Button>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
