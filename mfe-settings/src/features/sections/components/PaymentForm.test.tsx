import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { writes } from 'shared/testing/apiServer';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { feeFromInput, PaymentForm, thresholdFromInput } from './PaymentForm';

async function renderForm(api = serveSettingsApi()) {
  renderInPortal(<PaymentForm />, { url: '/settings' });
  await screen.findByLabelText('Registration fee');
  return api;
}

test("shows the spec's defaults and what each setting does", async () => {
  await renderForm();
  expect(screen.getByLabelText('Registration fee')).toHaveValue('300');
  expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('INR');
  expect(screen.getByRole('switch', { name: 'Online payments' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Offline payments' })).toBeChecked();
  expect(screen.getByLabelText('Payment ID format')).toHaveValue('PAY-ABACUS-XXXXXX');
  expect(screen.getByText('In rupees. Imported registrations without an amount are charged this fee.')).toBeInTheDocument();
  expect(
    screen.getByText('A mode switched off is refused: confirming a payment offline (alone or in bulk) and importing rows of that mode.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Imported registrations without a payment ID get the next one: XXXXXX is replaced by a six-digit number.')).toBeInTheDocument();
});

test.each([
  ['abc', 0],
  ['', 0],
  ['450', 450],
  ['-5', -5],
])('fee input %j becomes %d', (raw, fee) => {
  expect(feeFromInput(raw)).toBe(fee);
});

test('a fee that is not a number says it sets the fee to ₹0 before Save, and a number says what the fee does again', async () => {
  await renderForm();
  const user = userEvent.setup({ delay: null });
  const fee = screen.getByLabelText('Registration fee');
  await user.clear(fee);
  await user.type(fee, 'abc');
  expect(screen.getByText('This sets the fee to ₹0')).toBeInTheDocument();
  await user.clear(fee);
  expect(screen.getByText('This sets the fee to ₹0')).toBeInTheDocument();
  await user.type(fee, '450');
  expect(screen.queryByText('This sets the fee to ₹0')).not.toBeInTheDocument();
  expect(screen.getByText('In rupees. Imported registrations without an amount are charged this fee.')).toBeInTheDocument();
});

test('refuses a negative fee and an empty payment ID format', async () => {
  const api = await renderForm();
  const user = userEvent.setup({ delay: null });
  await user.clear(screen.getByLabelText('Registration fee'));
  await user.type(screen.getByLabelText('Registration fee'), '-1');
  await user.clear(screen.getByLabelText('Payment ID format'));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Fee must be 0 or greater')).toBeInTheDocument();
  expect(screen.getByText('Payment ID format is required')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([]);
});

test('Save works: the fee and modes are sent', async () => {
  const api = await renderForm();
  const user = userEvent.setup({ delay: null });
  await user.clear(screen.getByLabelText('Registration fee'));
  await user.type(screen.getByLabelText('Registration fee'), '450');
  await user.click(screen.getByRole('switch', { name: 'Online payments' }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Payment settings saved.')).toBeInTheDocument();
  expect(writes(api.requests)[0]!.body).toEqual({
    value: {
      registrationFee: 450,
      currency: 'INR',
      onlineEnabled: false,
      offlineEnabled: true,
      paymentIdFormat: 'PAY-ABACUS-XXXXXX',
      receiptPrefix: 'RCT',
      approvalThreshold: null,
      receiptLanguage: 'en-IN',
    },
    version: 1,
  });
});

test('the receipt language is chosen among English, Hindi and Tamil, each in its own words, and saved', async () => {
  const api = await renderForm();
  const user = userEvent.setup({ delay: null });
  expect(screen.getByText('Every receipt is printed in this language: its labels, dates and the amount in words.')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Receipt language' }));
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'हिन्दी', 'தமிழ்']);
  await user.click(screen.getByRole('option', { name: 'தமிழ்' }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Payment settings saved.')).toBeInTheDocument();
  expect(writes(api.requests)[0]!.body).toMatchObject({ value: { receiptLanguage: 'ta-IN' } });
});

test('the receipt prefix is typed in capitals and the approval threshold is whole rupees or empty (off)', async () => {
  const api = await renderForm();
  const user = userEvent.setup({ delay: null });
  expect(screen.getByLabelText('Approval threshold (rupees)')).toHaveValue('');
  await user.clear(screen.getByLabelText('Receipt prefix'));
  await user.type(screen.getByLabelText('Receipt prefix'), 'abcde');
  await user.type(screen.getByLabelText('Approval threshold (rupees)'), '99.5');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Use 1 to 4 capital letters, so that a receipt number stays within 16 characters')).toBeInTheDocument();
  expect(screen.getByText('Use a whole number of rupees')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([]);

  await user.clear(screen.getByLabelText('Receipt prefix'));
  await user.type(screen.getByLabelText('Receipt prefix'), 'mab');
  await user.clear(screen.getByLabelText('Approval threshold (rupees)'));
  await user.type(screen.getByLabelText('Approval threshold (rupees)'), '5000');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Payment settings saved.')).toBeInTheDocument();
  expect(writes(api.requests)[0]!.body).toMatchObject({ value: { receiptPrefix: 'MAB', approvalThreshold: 5000 } });
});

test.each([
  ['', null],
  [' 2500 ', 2500],
  ['abc', Number.NaN],
])('approval threshold input %j becomes %p', (raw, threshold) => {
  expect(thresholdFromInput(raw)).toBe(threshold);
});

test("a failed save shows the spec's text", async () => {
  const api = serveSettingsApi({ 'PUT /admin/settings/payment': { status: 503, body: { message: 'down' } } });
  await renderForm(api);
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Failed to save payment settings')).toBeInTheDocument();
});
