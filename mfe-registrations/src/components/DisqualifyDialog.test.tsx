import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InEnglish } from '../testing/inEnglish';
import { NotificationsProvider } from 'shared/platform/ui/notifications';
import { DisqualifyDialog } from './DisqualifyDialog';

function renderDialog() {
  const onConfirm = jest.fn();
  render(
    <NotificationsProvider>
      <DisqualifyDialog open subject="Asha Rao (REG-1)" onConfirm={onConfirm} onClose={jest.fn()} />
    </NotificationsProvider>,
    { wrapper: InEnglish },
  );
  return onConfirm;
}

test('the spec texts; confirm disabled under 10 characters after trimming', async () => {
  const user = userEvent.setup();
  const onConfirm = renderDialog();
  expect(screen.getByRole('dialog', { name: 'Disqualify Registration?' })).toBeInTheDocument();
  const reason = screen.getByRole('textbox', { name: 'Reason (min. 10 characters)' });
  const confirm = screen.getByRole('button', { name: 'Confirm Disqualification' });
  expect(confirm).toBeDisabled();
  await user.type(reason, '   too short   ');
  expect(confirm).toBeDisabled();
  await user.clear(reason);
  await user.type(reason, '  Forged age proof  ');
  expect(confirm).toBeEnabled();
  await user.click(confirm);
  expect(onConfirm).toHaveBeenCalledWith('Forged age proof');
});

test('attempting with a short reason shows Reason Required and does not confirm', async () => {
  const user = userEvent.setup();
  const onConfirm = renderDialog();
  await user.type(screen.getByRole('textbox', { name: 'Reason (min. 10 characters)' }), 'short{Control>}{Enter}{/Control}');
  const notice = screen.getByRole('region', { name: 'Notifications', hidden: true });
  expect(notice).toHaveTextContent('Reason Required');
  expect(notice).toHaveTextContent('Please provide a reason with at least 10 characters.');
  expect(onConfirm).not.toHaveBeenCalled();
});

test('invisible characters do not count towards the reason; what is confirmed is the normalised text', async () => {
  const user = userEvent.setup();
  const onConfirm = renderDialog();
  const reason = screen.getByRole('textbox', { name: 'Reason (min. 10 characters)' });
  const confirm = screen.getByRole('button', { name: 'Confirm Disqualification' });
  await user.type(reason, '\u200B'.repeat(12));
  expect(screen.getByText('0 / 10 characters minimum')).toBeInTheDocument();
  expect(confirm).toBeDisabled();
  await user.clear(reason);
  await user.type(reason, '\u202EＦｏｒｇｅｄ\u200B age proof');
  await user.click(confirm);
  expect(onConfirm).toHaveBeenCalledWith('Forged age proof');
});
