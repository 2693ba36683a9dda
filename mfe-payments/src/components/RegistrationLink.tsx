import { Link as RouterLink } from 'shared/platform/routing/router';
import { Link } from 'shared/platform/ui/mui';
import { registrationPath } from 'shared/routes/paths';

/** A registration's ID, opening that registration: how the money lists (receipts, statement lines, settlements) lead to whose money it is. */
export function RegistrationLink({ registrationId }: { registrationId: string }) {
  return (
    <Link component={RouterLink} to={registrationPath(registrationId)}>
      {registrationId}
    </Link>
  );
}
