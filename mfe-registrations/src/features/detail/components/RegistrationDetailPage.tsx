import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Link, Paper, Skeleton, Typography } from 'shared/platform/ui/mui';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'shared/platform/routing/router';
import type { Registration } from 'shared/domain/registrations/registration';
import { useFeatureFlag } from 'shared/hooks/useFeatureFlag';
import { registrationPath } from 'shared/routes/paths';
import { useGetRegistrationQuery } from '../../../api/registrationsApi';
import { useSessionRole } from 'shared/hooks/useSessionRole';
import { listReturnPath } from '../../../utils/listReturn';
import { RegistrationActionsMenu } from '../../../components/RegistrationActionsMenu';
import { RegistrationFields } from '../../../components/RegistrationFields';
import { RegistrationHistory } from './RegistrationHistory';
import { RegistrationMessages } from './RegistrationMessages';
import { RowDialogs } from '../../../components/RowDialogs';
import { mergeDialog } from '../../../components/lazyMergeDialog';
import { useUnmerge } from '../../../hooks/useUnmerge';
import { preloadOnIntent } from 'shared/ui/lazyWithPreload';
import { mayMerge } from '../../../utils/rowActions';
import { MergeWithDialog } from './MergeWithDialog';

const MergeDialog = mergeDialog.Component;

/** A merged-away registration (issue 61): where it went, and Unmerge for those who may merge. */
function MergedIntoNotice({ registration, canUnmerge }: { registration: Registration; canUnmerge: boolean }) {
  const { unmerge, busy } = useUnmerge();
  const { t } = useLingui();
  const keptId = registration.mergedInto!;
  return (
    <Alert
      severity="info"
      action={
        canUnmerge && (
          <Button color="inherit" size="small" disabled={busy} onClick={() => void unmerge(registration.registrationId, t`Unmerged`)} sx={{ minHeight: 44 }}>
            <Trans>Unmerge</Trans>
          </Button>
        )
      }
    >
      <Trans>
        Merged into{' '}
        <Link component={RouterLink} to={registrationPath(keptId)} sx={{ fontFamily: 'monospace' }}>
          {keptId}
        </Link>
      </Trans>
    </Alert>
  );
}

/** /registrations/:registrationId: every field, the actions the role allows, the messages sent to the registrant, and the history. */
export function RegistrationDetailPage() {
  const { registrationId = '' } = useParams();
  const role = useSessionRole();
  const registration = useGetRegistrationQuery(registrationId);
  const notFound = registration.isError && (registration.error as { status?: unknown }).status === 404;
  // A refetch that finds it gone (deleted, or its centre taken from the person) leaves none of it on
  // screen; after any other failure the details last read stay, under the error.
  // currentData: this registration's only. Followed from another's page (its "Merged into" link),
  // the one read before is no part of this page while this one loads.
  const shown = notFound ? undefined : registration.currentData;
  const canMerge = mayMerge(role, useFeatureFlag('duplicateMerge'));
  // "Merge with…": the search first, then the merge view with the registration picked.
  const [mergeStep, setMergeStep] = useState<'search' | Registration | null>(null);
  // The one picked as the API now has it: after a refusal as stale, the view shows both anew.
  const pickedAsFound = mergeStep === 'search' ? null : mergeStep;
  const picked = useGetRegistrationQuery(pickedAsFound?.registrationId ?? '', { skip: !pickedAsFound });
  const other = pickedAsFound && (picked.currentData ?? pickedAsFound);

  return (
    <RowDialogs>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 960 }}>
        <Button component={RouterLink} to={listReturnPath()} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
          <Trans>Registrations</Trans>
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h4" component="h1">
            <Trans>Registration {registrationId}</Trans>
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {shown && canMerge && !shown.mergedInto && (
              <Button variant="outlined" onClick={() => setMergeStep('search')} {...preloadOnIntent(mergeDialog.preload)}>
                <Trans>Merge with…</Trans>
              </Button>
            )}
            {shown && role && <RegistrationActionsMenu registration={shown} role={role} variant="button" withoutView />}
          </Box>
        </Box>
        {shown?.mergedInto && <MergedIntoNotice registration={shown} canUnmerge={canMerge} />}
        {shown && mergeStep === 'search' && <MergeWithDialog registration={shown} onPick={setMergeStep} onClose={() => setMergeStep(null)} />}
        {shown && other && (
          <Suspense fallback={null}>
            <MergeDialog registrations={[shown, other]} onClose={() => setMergeStep(null)} />
          </Suspense>
        )}
        {notFound && (
          <Alert severity="warning">
            <Trans>No registration has the id {registrationId}.</Trans>
          </Alert>
        )}
        {registration.isError && !notFound && (
          <Alert severity="error">
            <Trans>Failed to fetch registration</Trans>
          </Alert>
        )}
        {!shown && !registration.isError && registration.isFetching && <Skeleton variant="rounded" height={320} />}
        {shown && (
          <>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                <Trans>Details</Trans>
              </Typography>
              <RegistrationFields registration={shown} />
            </Paper>
            <Paper component="section" aria-labelledby="registration-messages-title" variant="outlined" sx={{ p: 3 }}>
              <Typography id="registration-messages-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                <Trans>Messages</Trans>
              </Typography>
              <RegistrationMessages registrationId={registrationId} />
            </Paper>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                <Trans>History</Trans>
              </Typography>
              <RegistrationHistory registrationId={registrationId} />
            </Paper>
          </>
        )}
      </Box>
    </RowDialogs>
  );
}
