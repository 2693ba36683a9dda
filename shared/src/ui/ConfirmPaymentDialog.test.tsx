import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalSettingsApi } from 'shared/platform/api/portalSettingsApi';
import { serveApi } from 'shared/testing/apiServer';
import { testPortalSettings } from 'shared/testing/portalSettings';
import { testRegistration } from 'shared/testing/registration';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { ConfirmPaymentQuestion } from './ConfirmPaymentQuestion';

const ask = (amount: number) => <ConfirmPaymentQuestion registration={testRegistration({ payment: { amount } })} onCancel={() => {}} onConfirm={() => {}} />;
const THRESHOLD_NOTE = /approval threshold/;

test('an amount at or above the approval threshold is said to wait for another admin before the person confirms', async () => {
  serveApi({ 'GET /admin/portal-settings': { body: testPortalSettings({ approvalThreshold: 5000 }) } });
  renderInPortal(ask(5000));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm offline payment?' });
  expect(await screen.findByText(THRESHOLD_NOTE)).toHaveTextContent(
    '₹5,000 is at or above the approval threshold (₹5,000): another admin must approve it before the payment is confirmed.',
  );
  expect(dialog).toContainElement(screen.getByRole('button', { name: 'Confirm Payment' }));
});

test.each([
  ['below the threshold', 4999, 5000],
  ['with no threshold set', 1_000_000, null],
])('an amount %s is confirmed in one step, and the question says nothing of approval', async (_case, amount, approvalThreshold) => {
  serveApi({ 'GET /admin/portal-settings': { body: testPortalSettings({ approvalThreshold }) } });
  const { store } = renderInPortal(ask(amount));
  await screen.findByRole('dialog', { name: 'Confirm offline payment?' });
  // Once the settings have arrived, so that nothing is said because they have been read.
  await waitFor(() => expect(portalSettingsApi.endpoints.getPortalSettings.select()(store.getState()).isSuccess).toBe(true));
  expect(screen.queryByText(THRESHOLD_NOTE)).not.toBeInTheDocument();
});

test('the question asks how the money came, and the choice goes with the confirmation; none chosen sends none', async () => {
  serveApi({ 'GET /admin/portal-settings': { body: testPortalSettings({ approvalThreshold: null }) } });
  const onConfirm = jest.fn();
  const registration = testRegistration({ payment: { amount: 300 } });
  const user = userEvent.setup();
  renderInPortal(<ConfirmPaymentQuestion registration={registration} onCancel={() => {}} onConfirm={onConfirm} />);
  const methods = await screen.findByRole('group', { name: 'How was it paid?' });
  expect(
    within(methods)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Cash', 'Bank transfer', 'Cheque', 'UPI']);
  await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));
  expect(onConfirm).toHaveBeenLastCalledWith(registration, null);
  await user.click(within(methods).getByRole('button', { name: 'UPI' }));
  expect(within(methods).getByRole('button', { name: 'UPI' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));
  expect(onConfirm).toHaveBeenLastCalledWith(registration, 'upi');
});
