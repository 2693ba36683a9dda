import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveApi, type ApiCall } from 'shared/testing/apiServer';
import { testRegistration } from 'shared/testing/registration';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { MergeDialog } from './MergeDialog';

// Two registrations of one child: the earlier one with the misspelt name, the later with an e-mail.
const earlier = testRegistration({ registrationId: 'REG-0000101', name: 'Asha Rau', createdAt: '2026-11-01T10:00:00Z', version: 3 });
const later = testRegistration({
  registrationId: 'REG-0000102',
  name: 'Asha Rao',
  contactNumber: '9876500000',
  email: 'asha.parent@example.org',
  createdAt: '2026-11-02T10:00:00Z',
  version: 5,
});

function renderDialog(registrations = [earlier, later]) {
  const onClose = jest.fn();
  renderInPortal(<MergeDialog registrations={registrations} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Merge Registrations' }) };
}

test('the earlier registration is kept by default with its own values; a value chosen from the other goes in the request, and the summary says so first', async () => {
  const user = userEvent.setup();
  const bodies: unknown[] = [];
  serveApi({
    'POST /admin/registrations/:keepId/merge': ({ params, body }: ApiCall) => {
      bodies.push({ keepId: params.keepId, body });
      return { body: { ...earlier, name: 'Asha Rao', version: 4 } };
    },
  });
  const { dialog, onClose } = renderDialog();
  expect(within(dialog).getByRole('radio', { name: 'Keep REG-0000101' })).toBeChecked();
  expect(within(dialog).getByRole('radio', { name: 'Name from REG-0000101' })).toBeChecked();
  // The e-mail is offered because one of them has one.
  expect(within(dialog).getByRole('radio', { name: 'E-mail from REG-0000102' })).not.toBeChecked();
  const summary = within(dialog).getByRole('status', { name: 'What the merge will do' });
  expect(summary).toHaveTextContent('REG-0000101 is kept as it is.');

  await user.click(within(dialog).getByRole('radio', { name: 'Name from REG-0000102' }));
  await user.click(within(dialog).getByRole('radio', { name: 'E-mail from REG-0000102' }));
  // A field whose values agree is not sent, whichever is chosen.
  await user.click(within(dialog).getByRole('radio', { name: 'School from REG-0000102' }));
  expect(summary).toHaveTextContent('REG-0000101 is kept, taking Name "Asha Rao" from REG-0000102, E-mail "asha.parent@example.org" from REG-0000102.');
  expect(summary).toHaveTextContent('REG-0000102 becomes a duplicate merged into REG-0000101');
  await user.click(within(dialog).getByRole('button', { name: 'Merge into REG-0000101' }));

  const notices = await screen.findByRole('region', { name: 'Notifications', hidden: true });
  await within(notices).findByText('Registrations Merged');
  expect(within(notices).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  expect(bodies).toEqual([
    {
      keepId: 'REG-0000101',
      body: { mergeIds: ['REG-0000102'], fields: { name: 'REG-0000102', email: 'REG-0000102' }, versions: { 'REG-0000101': 3, 'REG-0000102': 5 } },
    },
  ]);
  expect(onClose).toHaveBeenCalled();
});

test('choosing the other to keep starts the field choices again from its values', async () => {
  const user = userEvent.setup();
  const { dialog } = renderDialog();
  await user.click(within(dialog).getByRole('radio', { name: 'Contact number from REG-0000102' }));
  await user.click(within(dialog).getByRole('radio', { name: 'Keep REG-0000102' }));
  expect(within(dialog).getByRole('radio', { name: 'Contact number from REG-0000102' })).toBeChecked();
  expect(within(dialog).getByRole('radio', { name: 'Name from REG-0000102' })).toBeChecked();
  expect(within(dialog).getByRole('button', { name: 'Merge into REG-0000102' })).toBeInTheDocument();
});

test("the paid registration is kept by default; a refusal is shown in the API's words and the dialog stays", async () => {
  const user = userEvent.setup();
  const paid = testRegistration({ ...later, payment: { status: 'success' } });
  serveApi({
    'POST /admin/registrations/:keepId/merge': {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'Two of these registrations are paid: cancel one receipt first' },
    },
  });
  const { dialog, onClose } = renderDialog([earlier, paid]);
  expect(within(dialog).getByRole('radio', { name: 'Keep REG-0000102' })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Merge into REG-0000102' }));
  expect(await within(dialog).findByText('Two of these registrations are paid: cancel one receipt first')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});
