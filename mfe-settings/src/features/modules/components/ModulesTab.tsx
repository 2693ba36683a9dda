import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { Alert, Button, Card, CardContent, CardHeader, Chip, CircularProgress, Stack, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { moduleLabel, RELEASE_STATUS_LABELS } from 'shared/domain/common/labels';
import { STARTING_RELEASE_VERSION } from 'shared/domain/releases/releases';
import type { RemoteRelease, ReleaseVersion } from 'shared/domain/releases/releases-answers';
import { formatDateTime } from 'shared/format/dates';
import { formatCountOf } from 'shared/format/numbers';
import { loadedRemotes } from 'shared/platform/releases/loadedRemotes';
import { useGetBuildInfoQuery, useGetReleasesQuery } from '../api/releasesApi';
import { useReleaseActions, type PendingRelease } from '../hooks/useReleaseActions';
import { RegisterBuildCard } from './RegisterBuildCard';

// A new version reaches this share of browsers first unless the person chooses another.
const FIRST_ROLLOUT_PERCENT = 10;

/** The last hour's signed-in people who loaded the version, and the share of them who saw it fail. */
function failureRate(release: RemoteRelease, version: string): string {
  const figures = release.lastHour.find((entry) => entry.version === version);
  if (!figures || figures.loads === 0) return 'No loads';
  return `${formatCountOf(figures.loads, 'person', 'people')}, ${Math.round((figures.failures * 1000) / figures.loads) / 10}% failed`;
}

/** The question each action asks before it is sent. */
function question(pending: PendingRelease): { title: string; text: string; action: string } {
  switch (pending.kind) {
    case 'rollout':
      return {
        title: `Roll out ${moduleLabel(pending.remote)} ${pending.version}?`,
        text: `Browsers in the first ${pending.percent}% of buckets load this version from their next page load. The registry rolls it back on its own if it fails in too many of them.`,
        action: 'Roll out',
      };
    case 'promote':
      return {
        title: `Promote ${moduleLabel(pending.remote)} ${pending.version} to everyone?`,
        text: 'Every browser loads this version from its next page load. The version live now stays as the one to roll back to.',
        action: 'Promote',
      };
    case 'rollback':
      return pending.rollout
        ? {
            title: `End the rollout of ${moduleLabel(pending.remote)} ${pending.rollout}?`,
            text: pending.live ? `Every browser goes back to ${pending.live}.` : 'No browser loads this module until a version is promoted.',
            action: 'Roll back',
          }
        : {
            title: `Roll back ${moduleLabel(pending.remote)} ${pending.live}?`,
            text: `Every browser goes back to ${pending.target}, the version live before it.`,
            action: 'Roll back',
          };
  }
}

function ConfirmReleaseDialog({ actions }: { actions: ReturnType<typeof useReleaseActions> }) {
  const { pending } = actions;
  const asked = pending && question(pending);
  const percentInvalid = pending?.kind === 'rollout' && !(Number.isInteger(pending.percent) && pending.percent >= 1 && pending.percent <= 99);
  return (
    <Dialog open={pending !== null} onClose={actions.cancel} aria-labelledby="release-dialog-title">
      <DialogTitle id="release-dialog-title">{asked?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{asked?.text}</DialogContentText>
        {pending?.kind === 'rollout' && (
          <TextField
            type="number"
            label="Share of browsers (%)"
            value={Number.isNaN(pending.percent) ? '' : pending.percent}
            onChange={(event) => actions.ask({ ...pending, percent: Number.parseInt(event.target.value, 10) })}
            error={percentInvalid}
            helperText={percentInvalid ? 'A whole number from 1 to 99; Promote gives it to everyone' : ' '}
            slotProps={{ htmlInput: { min: 1, max: 99 } }}
            // Wide enough for its label whole.
            fullWidth
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={actions.cancel}>Cancel</Button>
        <Button
          variant="contained"
          color={pending?.kind === 'rollback' ? 'error' : 'primary'}
          disabled={actions.busy || percentInvalid}
          onClick={() => void actions.confirm()}
        >
          {asked?.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What `initial` was: the build the portal started with, when it was built and from which commit (its manifest's). */
function StartingBuild({ manifestUrl }: { manifestUrl: string }) {
  const { data } = useGetBuildInfoQuery(manifestUrl);
  const built = [data?.builtAt && `built ${formatDateTime(data.builtAt)}`, data?.commit && `commit ${data.commit.slice(0, 12)}`].filter(Boolean).join(', ');
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      The build the portal started with{built ? `: ${built}` : ' (its manifest names no build time or commit)'}
    </Typography>
  );
}

/** Which version of `release` this page loaded: as the shell heard it from the registry, else by its manifest's address. */
function versionThisBrowserRuns(release: RemoteRelease): string {
  const loaded = loadedRemotes()[release.remote];
  if (!loaded) return 'This browser has not loaded it';
  // One build may be registered under several versions: the one live (or rolling out) is what loaded.
  const matching = release.versions.filter((entry) => entry.manifestUrl === loaded.manifestUrl);
  const version = loaded.version ?? (matching.find((entry) => entry.status === 'live' || entry.status === 'rollout') ?? matching[0])?.version;
  return version ? `This browser runs ${version}` : `This browser runs a build the registry does not list (${loaded.manifestUrl})`;
}

function VersionRow({ release, version, onRollOut }: { release: RemoteRelease; version: ReleaseVersion; onRollOut: () => void }) {
  const canRollOut = version.status === 'available' || version.status === 'rolled_back';
  return (
    <TableRow>
      <TableCell>{version.version}</TableCell>
      <TableCell>
        <Chip
          size="small"
          label={RELEASE_STATUS_LABELS[version.status]}
          color={version.status === 'live' ? 'success' : version.status === 'rollout' ? 'info' : 'default'}
        />
      </TableCell>
      <TableCell>
        {formatDateTime(version.registeredAt)} by {version.registeredBy}
        {version.version === STARTING_RELEASE_VERSION && <StartingBuild manifestUrl={version.manifestUrl} />}
      </TableCell>
      <TableCell>{failureRate(release, version.version)}</TableCell>
      <TableCell align="right">
        {canRollOut && (
          <Button size="small" onClick={onRollOut} aria-label={`Roll out ${moduleLabel(release.remote)} ${version.version}`}>
            Roll out
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

function RemoteCard({ release, actions }: { release: RemoteRelease; actions: ReturnType<typeof useReleaseActions> }) {
  // A rollout ends back on the live version; otherwise the registry names what stands to go back to.
  const canRollBack = release.rollout !== null || release.rollbackTarget !== null;
  const live = release.live ? `Live ${release.live.version}` : 'Live for nobody';
  const subheader = release.rollout ? `${live}; ${release.rollout.version} rolling out to ${release.rollout.percent}%` : live;
  const label = moduleLabel(release.remote);
  return (
    <Card component="section" aria-label={label}>
      <CardHeader
        title={
          <>
            {label}{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
              {release.remote}
            </Typography>
          </>
        }
        slotProps={{ title: { component: 'h2' } }}
        subheader={`${subheader}. ${versionThisBrowserRuns(release)}.`}
        sx={{ flexWrap: 'wrap', rowGap: 1, '& .MuiCardHeader-action': { alignSelf: 'center' } }}
        action={
          <Stack direction="row" spacing={1}>
            {release.rollout && (
              <Button
                variant="contained"
                aria-label={`Promote ${label} ${release.rollout.version}`}
                onClick={() => actions.ask({ kind: 'promote', remote: release.remote, version: release.rollout!.version })}
              >
                Promote
              </Button>
            )}
            <Button
              color="error"
              disabled={!canRollBack}
              aria-label={`Roll back ${label}`}
              onClick={() =>
                actions.ask({
                  kind: 'rollback',
                  remote: release.remote,
                  live: release.live?.version ?? null,
                  rollout: release.rollout?.version ?? null,
                  target: release.rollbackTarget,
                })
              }
            >
              Roll back
            </Button>
          </Stack>
        }
      />
      <CardContent>
        <DensityTable aria-label={`${label} versions`}>
          <TableHead>
            <TableRow>
              <TableCell>Version</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Registered</TableCell>
              <TableCell>Last hour</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {release.versions.map((version) => (
              <VersionRow
                key={version.version}
                release={release}
                version={version}
                onRollOut={() => actions.ask({ kind: 'rollout', remote: release.remote, version: version.version, percent: FIRST_ROLLOUT_PERCENT })}
              />
            ))}
          </TableBody>
        </DensityTable>
      </CardContent>
    </Card>
  );
}

/** Modules tab (superadmin): each remote's live version and rollout, its versions with their last hour, and the actions on them. */
export function ModulesTab() {
  const { data, isLoading, error, refetch } = useGetReleasesQuery();
  const actions = useReleaseActions();
  if (isLoading) return <CircularProgress aria-label="Loading modules" />;
  if (error || !data) return <RetryAlert onRetry={() => void refetch()}>The modules could not be loaded.</RetryAlert>;
  return (
    <Stack spacing={3}>
      <Alert severity="info">
        A rolled-out version is watched: if it fails in too many browsers the registry rolls it back on its own. Every change is in the Audit Trail.
      </Alert>
      <RegisterBuildCard remotes={data.map((release) => release.remote)} />
      {data.map((release) => (
        <RemoteCard key={release.remote} release={release} actions={actions} />
      ))}
      <ConfirmReleaseDialog actions={actions} />
    </Stack>
  );
}
