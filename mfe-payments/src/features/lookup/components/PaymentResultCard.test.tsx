import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared/platform/routing/router';
import type { PaymentMode, PaymentStatus } from 'shared/domain/common/enums';
import { formatDateTime } from 'shared/format/dates';
import { englishForTests } from 'shared/testing/renderInPortal';
import { registration } from '../../../testing/paymentsApi';
import { PaymentResultCard } from './PaymentResultCard';

const OFFLINE_SENTENCE = ' Review the details above and confirm if the payment has been received.';

function renderCard(mode: PaymentMode, status: PaymentStatus, canWrite = true) {
  const shown = registration({ merchantTransactionId: mode === 'online' ? 'MT20260501000000001' : undefined, payment: { mode, status, amount: 100000 } });
  render(
    <I18nProvider i18n={englishForTests()}>
      <MemoryRouter>
        <PaymentResultCard registration={shown} canWrite={canWrite} confirming={false} onConfirm={() => {}} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return shown;
}

test("shows the status in upper case and in the spec's badge words ('Pending' at the gateway too), the payment id, the registration details and the payment information", () => {
  const shown = renderCard('offline', 'pending_payment_gateway');
  expect(screen.getByRole('heading', { name: 'PENDING' })).toBeInTheDocument();
  expect(screen.getByText('Payment ID: PAY-ABACUS-000001')).toBeInTheDocument();
  const details = within(screen.getByRole('region', { name: 'Registration Details' }));
  for (const text of ['Aarav Sharma', 'REG-000001', '9876543210', 'Delhi Public School', '5th', 'Primary Level']) {
    expect(details.getByText(text)).toBeInTheDocument();
  }
  const payment = within(screen.getByRole('region', { name: 'Payment Information' }));
  expect(payment.getByText('₹1,00,000')).toBeInTheDocument();
  expect(payment.getByText('Offline')).toBeInTheDocument();
  expect(payment.getByText('Pending')).toBeInTheDocument();
  expect(payment.getByText(formatDateTime(shown.createdAt))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open registration' })).toHaveAttribute('href', '/registrations/REG-000001');
});

test.each<[PaymentMode, PaymentStatus, string | null, string, boolean]>([
  ['offline', 'pending', `This offline payment is pending.${OFFLINE_SENTENCE}`, 'Ready for confirmation', true],
  ['offline', 'pending_payment_gateway', `This offline payment is pending.${OFFLINE_SENTENCE}`, 'Ready for confirmation', true],
  ['online', 'pending', 'This online payment is pending.', 'No action required', false],
  ['online', 'pending_payment_gateway', 'This online payment is pending.', 'No action required', false],
  ['offline', 'success', null, 'No action required', false],
  ['online', 'success', null, 'No action required', false],
  ['offline', 'failed', null, 'No action required', false],
  ['online', 'failed', null, 'No action required', false],
])('%s %s: warning %p, footer %p, Confirm Payment %p', (mode, status, warning, footer, confirmable) => {
  renderCard(mode, status);
  const alert = screen.queryByRole('alert');
  if (warning) expect(alert).toHaveTextContent(new RegExp(`^${warning.replace(/[.]/g, '\\.')}$`));
  else expect(alert).toBeNull();
  expect(screen.getByText(footer)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm Payment' }) !== null).toBe(confirmable);
});

test('no Confirm Payment without the write permission; the footer says who can confirm instead of "Ready for confirmation"', () => {
  renderCard('offline', 'pending', false);
  expect(screen.queryByText('Ready for confirmation')).toBeNull();
  expect(screen.getByText('Awaiting confirmation by staff. Your role cannot confirm payments.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm Payment' })).toBeNull();
});

test('the merchant transaction id is shown when the payment has one', () => {
  renderCard('online', 'success');
  expect(screen.getByText('MT20260501000000001')).toBeInTheDocument();
});

test('a registration merged into another says which, as a link there, beside its status', () => {
  const shown = registration({ status: 'duplicate', mergedInto: 'REG-000009' });
  render(
    <I18nProvider i18n={englishForTests()}>
      <MemoryRouter>
        <PaymentResultCard registration={shown} canWrite confirming={false} onConfirm={() => {}} />
      </MemoryRouter>
    </I18nProvider>,
  );
  const details = within(screen.getByRole('region', { name: 'Registration Details' }));
  expect(details.getByText(/Merged into/)).toBeInTheDocument();
  expect(details.getByRole('link', { name: 'REG-000009' })).toHaveAttribute('href', '/registrations/REG-000009');
});
