import { Alert, Box, Button, Paper, Skeleton, Typography } from 'shared/platform/ui/mui';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'shared/platform/routing/router';
import { useGetRegistrationQuery } from '../../../api/registrationsApi';
import { useSessionRole } from 'shared/hooks/useSessionRole';
import { listReturnPath } from '../../../utils/listReturn';
import { RegistrationActionsMenu } from '../../../components/RegistrationActionsMenu';
import { RegistrationFields } from '../../../components/RegistrationFields';
import { RegistrationHistory } from './RegistrationHistory';
import { RegistrationMessages } from './RegistrationMessages';
import { RowDialogs } from '../../../components/RowDialogs';

/** /registrations/:registrationId: every field, the actions the role allows, the messages sent to the registrant, and the history. */
export function RegistrationDetailPage() {
  const { registrationId = '' } = useParams();
  const role = useSessionRole();
  const registration = useGetRegistrationQuery(registrationId);
  const notFound = registration.isError && (registration.error as { status?: unknown }).status === 404;
  // A refetch that finds it gone (deleted, or its centre taken from the person) leaves none of it on
  // screen; after any other failure the details last read stay, under the error.
  const shown = notFound ? undefined : registration.data;

  return (
    <RowDialogs>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 960 }}>
        <Button component={RouterLink} to={listReturnPath()} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
          Registrations
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h4" component="h1">
            Registration {registrationId}
          </Typography>
          {shown && role && <RegistrationActionsMenu registration={shown} role={role} variant="button" withoutView />}
        </Box>
        {notFound && <Alert severity="warning">No registration has the id {registrationId}.</Alert>}
        {registration.isError && !notFound && <Alert severity="error">Failed to fetch registration</Alert>}
        {registration.isLoading && <Skeleton variant="rounded" height={320} />}
        {shown && (
          <>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                Details
              </Typography>
              <RegistrationFields registration={shown} />
            </Paper>
            <Paper component="section" aria-labelledby="registration-messages-title" variant="outlined" sx={{ p: 3 }}>
              <Typography id="registration-messages-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                Messages
              </Typography>
              <RegistrationMessages registrationId={registrationId} />
            </Paper>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                History
              </Typography>
              <RegistrationHistory registrationId={registrationId} />
            </Paper>
          </>
        )}
      </Box>
    </RowDialogs>
  );
}
