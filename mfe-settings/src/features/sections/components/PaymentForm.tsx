import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormControlLabel, FormHelperText, MenuItem, Switch, TextField } from '@mui/material';
import { CURRENCIES, PAYMENT_ID_PLACEHOLDER } from 'shared/domain/settings/settings';
import { LANGUAGE_NAMES, LANGUAGES } from 'shared/i18n/languages';
import { useSectionForm } from '../hooks/useSectionForm';
import { SectionCard } from './SectionCard';

/** Typed text that is not a number (or nothing): the spec saves it as 0, which the form says before Save. */
export const feeReadsAsZero = (raw: string): boolean => raw.trim() === '' || Number.isNaN(Number(raw));

/** Spec: non-numeric fee input becomes 0. */
export function feeFromInput(raw: string): number {
  return feeReadsAsZero(raw) ? 0 : Number(raw);
}

/** Empty input switches approvals off (null); anything else is the number it reads as, checked by the form. */
export function thresholdFromInput(raw: string): number | null {
  return raw.trim() === '' ? null : Number(raw.trim());
}

const placeholder = PAYMENT_ID_PLACEHOLDER;

/** What each Payment setting does, as the Payment tab says it (the API applies them: api/src/imports/registration-import.ts, api/src/payments/). */
const EFFECTS = {
  registrationFee: msg`In rupees. Imported registrations without an amount are charged this fee.`,
  paymentModes: msg`A mode switched off is refused: confirming a payment offline (alone or in bulk) and importing rows of that mode.`,
  paymentIdFormat: msg`Imported registrations without a payment ID get the next one: ${placeholder} is replaced by a six-digit number.`,
  // PREFIX stands for the prefix typed above, a word a translation may put in its own language.
  receiptPrefix: msg`Starts every receipt number, as PREFIX/2627/000001 (financial year, then a number that runs on without gaps).`,
  approvalThreshold: msg`Confirmations of this amount or more wait for a second admin. Leave it empty to confirm every amount in one step.`,
  receiptLanguage: msg`Every receipt is printed in this language: its labels, dates and the amount in words.`,
  /** Shown while the fee typed is not a number: the spec saves it as 0, so say so before Save. */
  feeReadsAsZero: msg`This sets the fee to ₹0`,
};

/** Payment tab: fee, currency, payment modes, the payment ID format, receipts and approvals, each saying what it does; its Save works. */
export function PaymentForm() {
  const { value, errors, setField, textField, submit, saving, dirty } = useSectionForm('payment');
  // What is typed, shown as typed; the form holds the number it stands for.
  const [feeText, setFeeText] = useState<string | null>(null);
  const [thresholdText, setThresholdText] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  if (!value) return null;
  return (
    <SectionCard title={t`Payment`} subheader={t`Registration fee and accepted payment modes`} saving={saving} onSubmit={submit}>
      <TextField
        label={t`Registration fee`}
        value={dirty && feeText !== null ? feeText : String(value.registrationFee)}
        onChange={(event) => {
          setFeeText(event.target.value);
          setField('registrationFee', feeFromInput(event.target.value));
        }}
        error={Boolean(errors.registrationFee)}
        helperText={errors.registrationFee ?? i18n._(dirty && feeText !== null && feeReadsAsZero(feeText) ? EFFECTS.feeReadsAsZero : EFFECTS.registrationFee)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField select label={t`Currency`} {...textField('currency')}>
        {CURRENCIES.map((currency) => (
          <MenuItem key={currency} value={currency}>
            {currency}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={value.onlineEnabled} onChange={(event) => setField('onlineEnabled', event.target.checked)} />}
        label={t`Online payments`}
      />
      <FormControlLabel
        control={<Switch checked={value.offlineEnabled} onChange={(event) => setField('offlineEnabled', event.target.checked)} />}
        label={t`Offline payments`}
      />
      <FormHelperText>{i18n._(EFFECTS.paymentModes)}</FormHelperText>
      <TextField label={t`Payment ID format`} {...textField('paymentIdFormat', i18n._(EFFECTS.paymentIdFormat))} />
      <TextField
        label={t`Receipt prefix`}
        value={value.receiptPrefix}
        onChange={(event) => setField('receiptPrefix', event.target.value.toUpperCase())}
        error={Boolean(errors.receiptPrefix)}
        helperText={errors.receiptPrefix ?? i18n._(EFFECTS.receiptPrefix)}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <TextField
        label={t`Approval threshold (rupees)`}
        value={dirty && thresholdText !== null ? thresholdText : value.approvalThreshold === null ? '' : String(value.approvalThreshold)}
        onChange={(event) => {
          setThresholdText(event.target.value);
          setField('approvalThreshold', thresholdFromInput(event.target.value));
        }}
        error={Boolean(errors.approvalThreshold)}
        helperText={errors.approvalThreshold ?? i18n._(EFFECTS.approvalThreshold)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField select label={t`Receipt language`} {...textField('receiptLanguage', i18n._(EFFECTS.receiptLanguage))}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </TextField>
    </SectionCard>
  );
}
