import type { I18n } from '@lingui/core';
import { msg, ph, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { Alert, Button, Card, CardContent, CardHeader, Chip, CircularProgress, Stack, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { labelsIn } from 'shared/ui/labelMessages';
import { STARTING_RELEASE_VERSION } from 'shared/domain/releases/releases';
import type { RemoteRelease, ReleaseVersion } from 'shared/domain/releases/releases-answers';
import { formatDateTime } from 'shared/format/dates';
import { loadedRemotes } from 'shared/platform/releases/loadedRemotes';
import { useGetBuildInfoQuery, useGetReleasesQuery } from '../api/releasesApi';
import { useReleaseActions, type PendingRelease } from '../hooks/useReleaseActions';
import { RegisterBuildCard } from './RegisterBuildCard';

// A new version reaches this share of browsers first unless the person chooses another.
const FIRST_ROLLOUT_PERCENT = 10;

/** The last hour's signed-in people who loaded the version, and the share of them who saw it fail. */
function failureRate(release: RemoteRelease, version: string, i18n: I18n): string {
  const figures = release.lastHour.find((entry) => entry.version === version);
  if (!figures || figures.loads === 0) return i18n._(msg`No loads`);
  const { loads } = figures;
  const failed = Math.round((figures.failures * 1000) / loads) / 10;
  return i18n._(msg`${plural(loads, { one: `# person, ${failed}% failed`, other: `# people, ${failed}% failed` })}`);
}

/** The question each action asks before it is sent, in the words of `i18n`. */
function question(pending: PendingRelease, i18n: I18n): { title: string; text: string; action: string } {
  const moduleName = labelsIn(i18n).module(pending.remote);
  switch (pending.kind) {
    case 'rollout': {
      const { version, percent } = pending;
      return {
        title: i18n._(msg`Roll out ${moduleName} ${version}?`),
        text: i18n._(
          msg`Browsers in the first ${percent}% of buckets load this version from their next page load. The registry rolls it back on its own if it fails in too many of them.`,
        ),
        action: i18n._(msg`Roll out`),
      };
    }
    case 'promote': {
      const { version } = pending;
      return {
        title: i18n._(msg`Promote ${moduleName} ${version} to everyone?`),
        text: i18n._(msg`Every browser loads this version from its next page load. The version live now stays as the one to roll back to.`),
        action: i18n._(msg`Promote`),
      };
    }
    case 'rollback': {
      const { rollout, live } = pending;
      // Without a rollout, Roll back is offered only when the registry names the version to go back to.
      const target = pending.target ?? '';
      return rollout
        ? {
            title: i18n._(msg`End the rollout of ${moduleName} ${rollout}?`),
            text: live ? i18n._(msg`Every browser goes back to ${live}.`) : i18n._(msg`No browser loads this module until a version is promoted.`),
            action: i18n._(msg`Roll back`),
          }
        : {
            title: i18n._(msg`Roll back ${moduleName} ${ph({ live: live ?? '' })}?`),
            text: i18n._(msg`Every browser goes back to ${target}, the version live before it.`),
            action: i18n._(msg`Roll back`),
          };
    }
  }
}

function ConfirmReleaseDialog({ actions }: { actions: ReturnType<typeof useReleaseActions> }) {
  const { pending } = actions;
  const { t, i18n } = useLingui();
  const asked = pending && question(pending, i18n);
  const percentInvalid = pending?.kind === 'rollout' && !(Number.isInteger(pending.percent) && pending.percent >= 1 && pending.percent <= 99);
  return (
    <Dialog open={pending !== null} onClose={actions.cancel} aria-labelledby="release-dialog-title">
      <DialogTitle id="release-dialog-title">{asked?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{asked?.text}</DialogContentText>
        {pending?.kind === 'rollout' && (
          <TextField
            type="number"
            label={t`Share of browsers (%)`}
            value={Number.isNaN(pending.percent) ? '' : pending.percent}
            onChange={(event) => actions.ask({ ...pending, percent: Number.parseInt(event.target.value, 10) })}
            error={percentInvalid}
            helperText={percentInvalid ? t`A whole number from 1 to 99; Promote gives it to everyone` : ' '}
            slotProps={{ htmlInput: { min: 1, max: 99 } }}
            // Wide enough for its label whole.
            fullWidth
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={actions.cancel}>
          <Trans>Cancel</Trans>
        </Button>
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
  const { t } = useLingui();
  const built = data?.builtAt ? formatDateTime(data.builtAt) : null;
  const commit = data?.commit ? data.commit.slice(0, 12) : null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {built && commit
        ? t`The build the portal started with: built ${built}, commit ${commit}`
        : built
          ? t`The build the portal started with: built ${built}`
          : commit
            ? t`The build the portal started with: commit ${commit}`
            : t`The build the portal started with (its manifest names no build time or commit)`}
    </Typography>
  );
}

/** Which version of `release` this page loaded: as the shell heard it from the registry, else by its manifest's address. */
function versionThisBrowserRuns(release: RemoteRelease, i18n: I18n): string {
  const loaded = loadedRemotes()[release.remote];
  if (!loaded) return i18n._(msg`This browser has not loaded it`);
  // One build may be registered under several versions: the one live (or rolling out) is what loaded.
  const matching = release.versions.filter((entry) => entry.manifestUrl === loaded.manifestUrl);
  const version = loaded.version ?? (matching.find((entry) => entry.status === 'live' || entry.status === 'rollout') ?? matching[0])?.version;
  const manifestUrl = loaded.manifestUrl;
  return version ? i18n._(msg`This browser runs ${version}`) : i18n._(msg`This browser runs a build the registry does not list (${manifestUrl})`);
}

function VersionRow({ release, version, onRollOut }: { release: RemoteRelease; version: ReleaseVersion; onRollOut: () => void }) {
  const canRollOut = version.status === 'available' || version.status === 'rolled_back';
  const { t, i18n } = useLingui();
  const moduleName = labelsIn(i18n).module(release.remote);
  const registered = formatDateTime(version.registeredAt);
  const registeredBy = version.registeredBy;
  return (
    <TableRow>
      <TableCell>{version.version}</TableCell>
      <TableCell>
        <Chip
          size="small"
          label={labelsIn(i18n).releaseStatus(version.status)}
          color={version.status === 'live' ? 'success' : version.status === 'rollout' ? 'info' : 'default'}
        />
      </TableCell>
      <TableCell>
        <Trans>
          {registered} by {registeredBy}
        </Trans>
        {version.version === STARTING_RELEASE_VERSION && <StartingBuild manifestUrl={version.manifestUrl} />}
      </TableCell>
      <TableCell>{failureRate(release, version.version, i18n)}</TableCell>
      <TableCell align="right">
        {canRollOut && (
          <Button size="small" onClick={onRollOut} aria-label={t`Roll out ${moduleName} ${ph({ version: version.version })}`}>
            <Trans>Roll out</Trans>
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

function RemoteCard({ release, actions }: { release: RemoteRelease; actions: ReturnType<typeof useReleaseActions> }) {
  // A rollout ends back on the live version; otherwise the registry names what stands to go back to.
  const canRollBack = release.rollout !== null || release.rollbackTarget !== null;
  const { t, i18n } = useLingui();
  const liveVersion = release.live?.version;
  const live = liveVersion ? t`Live ${liveVersion}` : t`Live for nobody`;
  const rolloutVersion = release.rollout?.version;
  const percent = release.rollout?.percent;
  const subheader = release.rollout ? t`${live}; ${rolloutVersion} rolling out to ${percent}%` : live;
  const moduleName = labelsIn(i18n).module(release.remote);
  return (
    <Card component="section" aria-label={moduleName}>
      <CardHeader
        title={
          <>
            {moduleName}{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
              {release.remote}
            </Typography>
          </>
        }
        slotProps={{ title: { component: 'h2' } }}
        subheader={`${subheader}. ${versionThisBrowserRuns(release, i18n)}.`}
        sx={{ flexWrap: 'wrap', rowGap: 1, '& .MuiCardHeader-action': { alignSelf: 'center' } }}
        action={
          <Stack direction="row" spacing={1}>
            {release.rollout && (
              <Button
                variant="contained"
                aria-label={t`Promote ${moduleName} ${rolloutVersion}`}
                onClick={() => actions.ask({ kind: 'promote', remote: release.remote, version: release.rollout!.version })}
              >
                <Trans>Promote</Trans>
              </Button>
            )}
            <Button
              color="error"
              disabled={!canRollBack}
              aria-label={t`Roll back ${moduleName}`}
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
              <Trans>Roll back</Trans>
            </Button>
          </Stack>
        }
      />
      <CardContent>
        <DensityTable aria-label={t`${moduleName} versions`}>
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans>Version</Trans>
              </TableCell>
              <TableCell>
                <Trans>Status</Trans>
              </TableCell>
              <TableCell>
                <Trans>Registered</Trans>
              </TableCell>
              <TableCell>
                <Trans>Last hour</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Actions</Trans>
              </TableCell>
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
  const { t } = useLingui();
  if (isLoading) return <CircularProgress aria-label={t`Loading modules`} />;
  if (error || !data)
    return (
      <RetryAlert onRetry={() => void refetch()}>
        <Trans>The modules could not be loaded.</Trans>
      </RetryAlert>
    );
  return (
    <Stack spacing={3}>
      <Alert severity="info">
        <Trans>
          A rolled-out version is watched: if it fails in too many browsers the registry rolls it back on its own. Every change is in the Audit Trail.
        </Trans>
      </Alert>
      <RegisterBuildCard remotes={data.map((release) => release.remote)} />
      {data.map((release) => (
        <RemoteCard key={release.remote} release={release} actions={actions} />
      ))}
      <ConfirmReleaseDialog actions={actions} />
    </Stack>
  );
}
