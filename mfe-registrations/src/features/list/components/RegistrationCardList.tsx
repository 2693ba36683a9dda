import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Link, Typography } from 'shared/platform/ui/mui';
import { Link as RouterLink } from 'shared/platform/routing/router';
import type { Role } from 'shared/domain/common/enums';
import { useLabels } from 'shared/ui/labelMessages';
import type { Registration } from 'shared/domain/registrations/registration';
import { RegistrationStatusBadge } from 'shared/ui/StatusBadges';
import { PaymentSummary } from '../../../components/PaymentSummary';
import { RegistrationActionsMenu } from '../../../components/RegistrationActionsMenu';
import { ROW_PART, RowCheckbox, rowPartStyles } from '../../../components/RowParts';
import type { RowSelection } from './rowSelection';
import { useFirstScreenFirst } from 'shared/hooks/useFirstScreenFirst';
import { registrationPath } from 'shared/routes/paths';
import { CARDS_ON_FIRST_SCREEN } from 'shared/ui/PhoneCardList';

interface RegistrationCardListProps {
  rows: Registration[];
  role: Role;
  selection?: RowSelection;
  /** Whether each card names its centre (for people who see several centres). */
  showCenter?: boolean;
}

/** The registration list on a phone: one card per registration with the table's fields and its row menu. */
export function RegistrationCardList({ rows, role, selection, showCenter = false }: RegistrationCardListProps) {
  const shownRows = useFirstScreenFirst(rows, CARDS_ON_FIRST_SCREEN);
  const { t } = useLingui();
  const labels = useLabels();
  return (
    <Box
      component="ul"
      aria-label={t`Registrations`}
      sx={[rowPartStyles, { listStyle: 'none', m: 0, p: 0, [`& .${ROW_PART.checkbox}`]: { p: 0.5, ml: -0.5 } }]}
    >
      {shownRows.map((registration) => {
        const id = registration.registrationId;
        const { mergedInto } = registration;
        return (
          <Box
            component="li"
            key={id}
            data-testid="registration-card"
            sx={{ display: 'flex', gap: 1, px: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}
          >
            {selection && (
              <RowCheckbox input={{ 'aria-label': t`Select ${id}` }} checked={selection.selected.has(id)} onChange={() => selection.onToggle(id)} />
            )}
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <Link
                  component={RouterLink}
                  to={registrationPath(id)}
                  underline="hover"
                  // The card's way to the registration: as tall as a finger needs.
                  sx={{ fontFamily: 'monospace', minWidth: 0, overflowWrap: 'anywhere', display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                >
                  {id}
                </Link>
                <RegistrationStatusBadge status={registration.status} />
              </Box>
              {mergedInto && (
                <Typography variant="caption" color="textSecondary">
                  <Trans>Merged into {mergedInto}</Trans>
                </Typography>
              )}
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {registration.name}{' '}
                <Typography component="span" variant="caption" color="textSecondary">
                  {labels.gender(registration.gender)}
                </Typography>
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                {registration.school.value}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {[
                  labels.className(registration.std),
                  labels.cadre(registration.cadre),
                  registration.levelEnrolled,
                  registration.contactNumber,
                  ...(showCenter ? [registration.centerCode] : []),
                ].join(' · ')}
              </Typography>
              <PaymentSummary payment={registration.payment} inline />
            </Box>
            <RegistrationActionsMenu registration={registration} role={role} />
          </Box>
        );
      })}
    </Box>
  );
}
