import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, CircularProgress, Paper } from 'shared/platform/ui/mui';
import SearchIcon from '@mui/icons-material/Search';
import { loadFailureReasonIn } from 'shared/hooks/useLoadFailureReason';
import { ConfirmPaymentQuestion } from 'shared/ui/ConfirmPaymentQuestion';
import { OutlinedField } from 'shared/ui/OutlinedField';
import { usePaymentConfirmation } from '../../../hooks/usePaymentConfirmation';
import { usePaymentLookup } from '../../../hooks/usePaymentLookup';
import { PaymentResultCard } from './PaymentResultCard';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { centerNames, useLimitedCenters } from 'shared/ui/CenterScopeNote';

/** Lookup by Payment ID, Merchant Transaction ID or receipt number (Search or Enter), and the result or the spec's alert. */
export function PaymentLookup({ canWrite }: { canWrite: boolean }) {
  const lookup = usePaymentLookup();
  const { t, i18n } = useLingui();
  const limitedTo = useLimitedCenters();
  const { ask, question, confirmingId } = usePaymentConfirmation();
  const [input, setInput] = useState(lookup.id);
  // A link (from the queue, or back and forward) changes the id: show it in the box.
  const [shownId, setShownId] = useState(lookup.id);
  if (shownId !== lookup.id) {
    setShownId(lookup.id);
    setInput(lookup.id);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookup.search(input);
  };
  const { registration, id } = lookup;
  // Named for the translators: the reason is the shared words for why a load failed, the centres their codes.
  const reason = lookup.failure !== undefined ? loadFailureReasonIn(i18n, lookup.failure) : '';
  const yourCentres = limitedTo ? centerNames(limitedTo) : '';
  // On a phone the result, and its Confirm Payment, starts below the fold: bring the card into view,
  // then its actions, which a card taller than the screen would otherwise leave below it.
  const result = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const foundId = registration?.registrationId;
  useEffect(() => {
    if (!foundId) return;
    result.current?.scrollIntoView?.({ block: 'nearest' });
    actions.current?.scrollIntoView?.({ block: 'nearest' });
  }, [foundId]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper
        variant="outlined"
        component="form"
        role="search"
        onSubmit={submit}
        sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <OutlinedField
          label={t`Payment ID or Merchant Transaction ID`}
          placeholder={t`e.g. PAY-ABACUS-000123, MT20260501000000123 or RCT/2627/000005`}
          value={input}
          onChange={setInput}
          size="small"
          fullWidth
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0, height: 40 }}>
          <Trans>Search</Trans>
        </Button>
      </Paper>
      {lookup.isSearching && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label={t`Searching`} />
        </Box>
      )}
      {lookup.failure !== undefined && <RetryAlert onRetry={lookup.retry}>{t`Failed to search by payment ID. ${reason}`}</RetryAlert>}
      {lookup.notFound && (
        <Alert severity="error">
          {limitedTo
            ? // Another centre's payment answers as one that does not exist: say where it was looked for, not that the ID is wrong.
              t`No payment found in your centres with ID "${id}". Your centres: ${yourCentres}.`
            : t`No payment found with ID "${id}". Please check the ID and try again.`}
        </Alert>
      )}
      {registration && (
        <div ref={result}>
          <PaymentResultCard
            registration={registration}
            canWrite={canWrite}
            confirming={confirmingId === registration.registrationId}
            onConfirm={() => ask(registration)}
            actionsRef={actions}
          />
        </div>
      )}
      <ConfirmPaymentQuestion {...question} />
    </Box>
  );
}
