import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'shared/platform/routing/router';
import { LinearProgress, TableBody, TableCell, TableContainer, TableHead, TableRow, useMediaQuery } from '@mui/material';
import { Box, Button, Card, CardHeader, Chip, IconButton, Link, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { SearchField } from 'shared/ui/SearchField';
import type { Registration } from 'shared/domain/registrations/registration';
import { formatDateTime } from 'shared/format/dates';
import { formatRupees } from 'shared/format/numbers';
import { PhoneCardList } from 'shared/ui/PhoneCardList';
import { EmptyTableRow, NO_WRAP } from '../../../components/ListCard';
import { ConfirmPaymentQuestion, preloadConfirmPaymentDialog } from 'shared/ui/ConfirmPaymentQuestion';
import { deferredTooltip } from 'shared/ui/DeferredTooltip';
import { preloadOnIntent } from 'shared/ui/lazyWithPreload';
import { PaymentStatusBadge, RegistrationStatusBadge } from 'shared/ui/StatusBadges';
import { useOfflineQueue } from '../hooks/useOfflineQueue';
import { usePaymentConfirmation } from '../../../hooks/usePaymentConfirmation';
import { useLookupLink } from '../../../hooks/usePaymentLookup';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { CenterScopeNote } from 'shared/ui/CenterScopeNote';

// The link's hint: MUI's Tooltip (with popper.js) fetched once a link is pointed at or focused.
const { DeferredTooltip } = deferredTooltip();

/**
 * Offline payments awaiting confirmation, oldest first, each confirmable in place, so that a
 * centre can work the Offline Pending figure down to zero without typing ids.
 */
export function OfflinePaymentQueue({ canWrite }: { canWrite: boolean }) {
  const queue = useOfflineQueue();
  const { t } = useLingui();
  const lookupLink = useLookupLink();
  const { ask, question, confirmingId } = usePaymentConfirmation();
  const columns = canWrite ? 6 : 5;
  const phone = useMediaQuery('(max-width:599.95px)');
  const paymentLink = (registration: Registration) => (
    <DeferredTooltip title={t`Show in the lookup above`} describeChild>
      <Link component={RouterLink} to={lookupLink(registration.payment.paymentId)} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        {registration.payment.paymentId}
      </Link>
    </DeferredTooltip>
  );
  const action = (registration: Registration) => {
    const { paymentId } = registration.payment;
    return registration.payment.approval ? (
      <PaymentStatusBadge status={registration.payment.status} awaitingApproval />
    ) : (
      <Button
        size="small"
        variant="outlined"
        disabled={confirmingId === registration.registrationId}
        onClick={() => ask(registration)}
        {...preloadOnIntent(preloadConfirmPaymentDialog)}
        aria-label={t`Confirm Payment ${paymentId}`}
        sx={NO_WRAP}
      >
        {confirmingId === registration.registrationId ? t`Confirming...` : t`Confirm Payment`}
      </Button>
    );
  };

  const { search, total, pageNumber } = queue;
  const emptyText = search ? t`No offline payment awaiting confirmation matches "${search}".` : t`No offline payments are awaiting confirmation.`;

  return (
    <Card variant="outlined" component="section" aria-labelledby="offline-queue-title">
      <CardHeader
        title={
          <Typography id="offline-queue-title" variant="h6" component="h2">
            <Trans>Offline payments awaiting confirmation</Trans>
          </Typography>
        }
        subheader={
          <>
            <Trans>Cash and bank payments, oldest first</Trans>
            <CenterScopeNote />
          </>
        }
        // Its place is kept, unseen, until the count arrives: appearing, it narrowed the title, which
        // wrapped on a phone and pushed the queue down (Lighthouse's layout shift of 0.2 on /payments).
        action={
          <Chip
            color="warning"
            label={total === null ? t`… awaiting` : t`${plural(total, { one: '# awaiting', other: '# awaiting' })}`}
            aria-hidden={total === null || undefined}
            sx={{ mt: 1, visibility: total === null ? 'hidden' : undefined }}
          />
        }
      />
      <Box sx={{ px: 2, pb: 2 }}>
        <SearchField
          label={t`Search the queue`}
          placeholder={t`Name, registration ID, payment ID or phone`}
          value={queue.searchText}
          onChange={queue.setSearchText}
        />
      </Box>
      <Box sx={{ height: 4 }}>{queue.isLoading && <LinearProgress aria-label={t`Loading the queue`} />}</Box>
      {queue.isError ? (
        <RetryAlert sx={{ m: 2 }} onRetry={() => void queue.refetch()}>
          <Trans>Could not load the offline payments awaiting confirmation.</Trans>
        </RetryAlert>
      ) : phone ? (
        // On a phone, a card a payment, Confirm Payment in reach (the table's last column was off-screen).
        <Box sx={{ px: 2, pb: 1 }}>
          <PhoneCardList
            aria-labelledby="offline-queue-title"
            items={queue.rows}
            itemKey={(registration) => registration.registrationId}
            emptyText={queue.isLoading ? undefined : emptyText}
            card={(registration) => (
              <>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{registration.name}</Typography>
                  <Typography sx={NO_WRAP}>{formatRupees(registration.payment.amount)}</Typography>
                </Box>
                {registration.status !== 'active' && (
                  <Box>
                    <RegistrationStatusBadge status={registration.status} />
                  </Box>
                )}
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {registration.registrationId} · {registration.school.value} · {formatDateTime(registration.createdAt)}
                </Typography>
                <Typography variant="body2">{paymentLink(registration)}</Typography>
                {canWrite && <Box>{action(registration)}</Box>}
              </>
            )}
          />
        </Box>
      ) : (
        <TableContainer>
          <DensityTable aria-labelledby="offline-queue-title">
            <TableHead sx={{ '& th': NO_WRAP }}>
              <TableRow>
                <TableCell>
                  <Trans>Registered</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Registration ID</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Name and school</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Payment ID</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Amount</Trans>
                </TableCell>
                {canWrite && (
                  <TableCell align="right">
                    <Trans>Action</Trans>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {queue.rows.map((registration) => (
                <TableRow key={registration.registrationId} hover>
                  <TableCell sx={NO_WRAP}>{formatDateTime(registration.createdAt)}</TableCell>
                  <TableCell sx={NO_WRAP}>{registration.registrationId}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    {registration.name}
                    {/* A duplicate's or disqualified participant's payment is rarely meant: say so on the row. */}
                    {registration.status !== 'active' && (
                      <Box component="span" sx={{ ml: 1 }}>
                        <RegistrationStatusBadge status={registration.status} />
                      </Box>
                    )}
                    <Typography variant="body2" color="textSecondary">
                      {registration.school.value}
                    </Typography>
                  </TableCell>
                  <TableCell sx={NO_WRAP}>{paymentLink(registration)}</TableCell>
                  <TableCell align="right" sx={NO_WRAP}>
                    {formatRupees(registration.payment.amount)}
                  </TableCell>
                  {canWrite && <TableCell align="right">{action(registration)}</TableCell>}
                </TableRow>
              ))}
              {queue.rows.length === 0 && !queue.isLoading && <EmptyTableRow columns={columns} text={emptyText} />}
            </TableBody>
          </DensityTable>
        </TableContainer>
      )}
      {/* Shown once the first page is in: drawn under the empty list, the rows pushed it a page down (a layout shift). */}
      {!queue.isLoading && (
        <Box component="nav" aria-label={t`Queue pages`} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 2, py: 1 }}>
          <Typography variant="body2" color="textSecondary">{t`Page ${pageNumber}`}</Typography>
          <IconButton aria-label={t`Previous page`} disabled={!queue.hasPrevious} onClick={queue.previous} sx={{ width: 44, height: 44 }}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label={t`Next page`} disabled={!queue.hasNext} onClick={queue.next} sx={{ width: 44, height: 44 }}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
      )}
      <ConfirmPaymentQuestion {...question} />
    </Card>
  );
}
