import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTemplate } from 'shared/domain/settings';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { writes } from 'shared/testing/apiServer';
import { SAMPLE_TEMPLATE, serveSettingsApi } from '../../../testing/settingsApi';
import { TemplatesCard } from './TemplatesCard';

test("the preview fills the spec's sample values and leaves unknown variables as written", () => {
  expect(renderTemplate('{{name}} / {{registrationId}} / {{paymentId}} / {{amount}} / {{reason}} / {{ other }}')).toBe(
    'Rahul Sharma / REG-2024-001 / PAY-ABACUS-000123 / 300 / Incomplete documentation / {{ other }}',
  );
});

test('edit a template, preview it, save it', async () => {
  const api = serveSettingsApi({ 'PUT /admin/notification-templates/payment-received': { status: 200, body: SAMPLE_TEMPLATE } });
  renderInPortal(<TemplatesCard />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Edit Payment Received (Offline)' }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
  const preview = within(dialog).getByLabelText('Preview');
  expect(preview).toHaveTextContent('Payment PAY-ABACUS-000123');
  expect(preview).toHaveTextContent('Dear Rahul Sharma, we received ₹300 for REG-2024-001. {{unknownThing}}');

  await user.clear(within(dialog).getByLabelText('Subject'));
  await user.type(within(dialog).getByLabelText('Subject'), 'Paid {{{{amount}}');
  expect(preview).toHaveTextContent('Paid 300');
  await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
  expect(await screen.findByText('Template updated')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([
    {
      method: 'PUT',
      path: '/admin/notification-templates/payment-received',
      body: { subject: 'Paid {{amount}}', content: api.templates[0]!.content, version: 1 },
    },
  ]);
});

test('an empty subject is refused', async () => {
  const api = serveSettingsApi();
  renderInPortal(<TemplatesCard />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Edit Payment Received (Offline)' }));
  await user.clear(screen.getByLabelText('Subject'));
  await user.click(screen.getByRole('button', { name: 'Save Template' }));
  expect(await screen.findByText('Subject is required')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([]);
});
