import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormControlLabel, FormHelperText, MenuItem, Switch, TextField } from '@mui/material';
import { CURRENCIES, PAYMENT_SETTINGS_EFFECTS } from 'shared/domain/settings/settings';
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

/** Payment tab: fee, currency, payment modes, the payment ID format, receipts and approvals, each saying what it does; its Save works. */
export function PaymentForm() {
  const { value, errors, setField, textField, submit, saving, dirty } = useSectionForm('payment');
  // What is typed, shown as typed; the form holds the number it stands for.
  const [feeText, setFeeText] = useState<string | null>(null);
  const [thresholdText, setThresholdText] = useState<string | null>(null);
  const { t } = useLingui();
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
        helperText={
          errors.registrationFee ??
          (dirty && feeText !== null && feeReadsAsZero(feeText) ? PAYMENT_SETTINGS_EFFECTS.feeReadsAsZero : PAYMENT_SETTINGS_EFFECTS.registrationFee)
        }
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
      <FormHelperText>{PAYMENT_SETTINGS_EFFECTS.paymentModes}</FormHelperText>
      <TextField label={t`Payment ID format`} {...textField('paymentIdFormat', PAYMENT_SETTINGS_EFFECTS.paymentIdFormat)} />
      <TextField
        label={t`Receipt prefix`}
        value={value.receiptPrefix}
        onChange={(event) => setField('receiptPrefix', event.target.value.toUpperCase())}
        error={Boolean(errors.receiptPrefix)}
        helperText={errors.receiptPrefix ?? PAYMENT_SETTINGS_EFFECTS.receiptPrefix}
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
        helperText={errors.approvalThreshold ?? PAYMENT_SETTINGS_EFFECTS.approvalThreshold}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField select label={t`Receipt language`} {...textField('receiptLanguage', PAYMENT_SETTINGS_EFFECTS.receiptLanguage)}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </TextField>
    </SectionCard>
  );
}
