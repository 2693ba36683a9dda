import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTemplate } from 'shared/domain/settings/settings';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { writes } from 'shared/testing/apiServer';
import { SAMPLE_TEMPLATES, serveSettingsApi } from '../../../testing/settingsApi';
import { TemplatesCard } from './TemplatesCard';

test("the preview fills the spec's sample values and leaves unknown variables as written", () => {
  expect(renderTemplate('{{name}} / {{registrationId}} / {{paymentId}} / {{amount}} / {{reason}} / {{ other }}')).toBe(
    'Rahul Sharma / REG-2024-001 / PAY-ABACUS-000123 / 300 / Incomplete documentation / {{ other }}',
  );
});

test('the preview has a sample value for every variable the templates name, the receipt and staff notices included', () => {
  // The variables of every template the API holds (api/migrations/075_messages.sql).
  const variables = ['receiptNumber', 'receiptLink', 'invitedBy', 'role', 'link', 'requestedBy', 'portalLink', 'actor', 'centerCode', 'kind'];
  for (const variable of variables) expect(renderTemplate(`{{${variable}}}`)).not.toMatch(/\{\{|^$/);
});

/** The card, with the dialog of `name` open. */
async function openTemplate(name: string) {
  const api = serveSettingsApi();
  renderInPortal(<TemplatesCard />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return { api, user, dialog: screen.getByRole('dialog') };
}

test('each template says who it goes to and how', async () => {
  serveSettingsApi();
  renderInPortal(<TemplatesCard />, { url: '/settings' });
  expect(await screen.findByText('Payment {{paymentId}} · To registrants by e-mail and SMS')).toBeInTheDocument();
  expect(screen.getByText('You are invited to the Abacus Admin Portal · To staff by e-mail')).toBeInTheDocument();
});

test('edit a template, preview the e-mail and the SMS, save it', async () => {
  const { api, user, dialog } = await openTemplate('Payment Received (Offline)');
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
  const preview = within(dialog).getByLabelText('Preview');
  expect(preview).toHaveTextContent('Payment PAY-ABACUS-000123');
  expect(preview).toHaveTextContent('Dear Rahul Sharma, we received ₹300 for REG-2024-001. {{unknownThing}}');
  const smsPreview = within(dialog).getByLabelText('SMS preview');
  expect(smsPreview).toHaveTextContent('Dear Rahul Sharma, receipt RCPT/2627/000123: https://abacus.example.org/r/sample-link');

  await user.clear(within(dialog).getByLabelText('Subject'));
  await user.type(within(dialog).getByLabelText('Subject'), 'Paid {{{{amount}}');
  expect(preview).toHaveTextContent('Paid 300');
  await user.clear(within(dialog).getByLabelText('SMS text'));
  await user.type(within(dialog).getByLabelText('SMS text'), 'Paid {{{{amount}} for {{{{registrationId}}');
  expect(smsPreview).toHaveTextContent('Paid 300 for REG-2024-001');
  expect(within(dialog).getByText(/38 of 1000 characters/)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('DLT template ID'), '1107161234567890123');
  await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
  expect(await screen.findByText('Template updated')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([
    {
      method: 'PUT',
      path: '/admin/notification-templates/payment-received',
      body: {
        subject: 'Paid {{amount}}',
        content: api.templates['en-IN'][0]!.content,
        smsText: 'Paid {{amount}} for {{registrationId}}',
        dltTemplateId: '1107161234567890123',
        version: 1,
      },
    },
  ]);
});

test('an empty SMS text previews as no SMS', async () => {
  const { user, dialog } = await openTemplate('Payment Received (Offline)');
  await user.clear(within(dialog).getByLabelText('SMS text'));
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
  expect(within(dialog).getByLabelText('SMS preview')).toHaveTextContent('No SMS is sent with this template.');
});

test('an empty subject and a DLT template ID with more than digits are refused', async () => {
  const { api, user, dialog } = await openTemplate('Payment Received (Offline)');
  await user.clear(within(dialog).getByLabelText('Subject'));
  await user.type(within(dialog).getByLabelText('DLT template ID'), '1107-16');
  await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
  expect(await within(dialog).findByText('Subject is required')).toBeInTheDocument();
  expect(within(dialog).getByText('DLT template ID must be digits only, at most 30')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([]);
});

test('a staff notice goes by e-mail only: no SMS fields, and its save sends none', async () => {
  const { api, user, dialog } = await openTemplate('Staff Invitation');
  expect(within(dialog).queryByLabelText('SMS text')).not.toBeInTheDocument();
  expect(within(dialog).queryByLabelText('DLT template ID')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
  expect(within(dialog).getByLabelText('Preview')).toHaveTextContent('superadmin@example.org has invited you as viewer.');
  expect(within(dialog).queryByLabelText('SMS preview')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
  expect(await screen.findByText('Template updated')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([
    {
      method: 'PUT',
      path: '/admin/notification-templates/staff-invitation',
      body: { subject: api.templates['en-IN'][1]!.subject, content: api.templates['en-IN'][1]!.content, version: 1 },
    },
  ]);
});

test("the language choice shows, edits, previews and saves that language's version, each language loaded apart", async () => {
  const api = serveSettingsApi();
  renderInPortal(<TemplatesCard />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  const choice = await screen.findByRole('group', { name: 'Template language' });
  expect(within(choice).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByText('Payment {{paymentId}} · To registrants by e-mail and SMS')).toBeInTheDocument();

  // Each language by its own name, in its own script.
  expect(within(choice).getByRole('button', { name: 'தமிழ்' })).toHaveAttribute('lang', 'ta-IN');
  await user.click(within(choice).getByRole('button', { name: 'हिन्दी' }));
  expect(await screen.findByText('भुगतान {{paymentId}} · To registrants by e-mail and SMS')).toBeInTheDocument();
  expect(screen.queryByText('Payment {{paymentId}} · To registrants by e-mail and SMS')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit Payment Received (Offline)' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText(/Language of this version/)).toHaveTextContent('Language of this version: हिन्दी');
  const subject = within(dialog).getByLabelText('Subject');
  expect(subject).toHaveValue('भुगतान {{paymentId}}');
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
  expect(within(dialog).getByLabelText('Preview')).toHaveTextContent('प्रिय Rahul Sharma, REG-2024-001 के लिए ₹300 प्राप्त हुए।');
  expect(within(dialog).getByLabelText('SMS preview')).toHaveTextContent('प्रिय Rahul Sharma, रसीद RCPT/2627/000123');
  await user.clear(subject);
  await user.type(subject, 'भुगतान प्राप्त: {{{{paymentId}}');
  await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
  expect(await screen.findByText('Template updated')).toBeInTheDocument();
  const [saved] = api.requests.filter((request) => request.method === 'PUT');
  expect(saved).toMatchObject({ path: '/admin/notification-templates/payment-received', query: { locale: 'hi-IN' } });
  const hindi = SAMPLE_TEMPLATES['hi-IN'][0]!;
  expect(saved!.body).toEqual({ subject: 'भुगतान प्राप्त: {{paymentId}}', content: hindi.content, smsText: hindi.smsText, dltTemplateId: '', version: 1 });
  expect(await screen.findByText('भुगतान प्राप्त: {{paymentId}} · To registrants by e-mail and SMS')).toBeInTheDocument();

  // English is as it was, read from its own cache: only the Hindi list is read again after the save.
  await user.click(within(choice).getByRole('button', { name: 'English' }));
  expect(await screen.findByText('Payment {{paymentId}} · To registrants by e-mail and SMS')).toBeInTheDocument();
  expect(api.templates['en-IN']).toEqual(SAMPLE_TEMPLATES['en-IN']);
  const reads = api.requests.filter((request) => request.method === 'GET' && request.path === '/admin/notification-templates');
  expect(reads.map((request) => request.query.locale)).toEqual(['en-IN', 'hi-IN', 'hi-IN']);
});
