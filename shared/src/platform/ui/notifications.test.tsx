import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsProvider, useNotify } from './notifications';

function Trigger() {
  const notify = useNotify();
  return <button onClick={() => notify({ title: 'Payment Confirmed', description: 'Done', variant: 'success' })}>go</button>;
}

test('toasts appear in the region labelled Notifications, which Alt+T focuses', async () => {
  const user = userEvent.setup();
  render(
    <NotificationsProvider>
      <Trigger />
    </NotificationsProvider>,
  );
  await user.click(screen.getByText('go'));
  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(region).toHaveTextContent('Payment Confirmed');
  expect(region).toHaveTextContent('Done');
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 't', altKey: true }));
  });
  expect(region).toHaveFocus();
});

test("the region's name and the close button's are the words the shell gives, in its language", async () => {
  const user = userEvent.setup();
  render(
    <NotificationsProvider words={{ region: 'सूचनाएँ', close: 'बंद करें' }}>
      <Trigger />
    </NotificationsProvider>,
  );
  await user.click(screen.getByText('go'));
  const region = screen.getByRole('region', { name: 'सूचनाएँ' });
  await user.click(within(region).getByRole('button', { name: 'बंद करें' }));
  expect(region).not.toHaveTextContent('Payment Confirmed');
});

test('a notice raised from inside an open dialog is announced: the region is not hidden with the page', async () => {
  const { Dialog } = await import('@mui/material');
  function DialogTrigger() {
    const notify = useNotify();
    return (
      <Dialog open>
        <button onClick={() => notify({ title: 'Reason Required', variant: 'error' })}>attempt</button>
      </Dialog>
    );
  }
  const user = userEvent.setup();
  render(
    <NotificationsProvider>
      <DialogTrigger />
    </NotificationsProvider>,
  );
  await user.click(screen.getByText('attempt'));
  expect(screen.getByRole('alert')).toHaveTextContent('Reason Required');
  expect(screen.getByRole('region', { name: 'Notifications' })).not.toHaveAttribute('aria-hidden');
});

test('a notice with an action shows its button; pressing it runs the action once and closes the notice', async () => {
  const pressed = jest.fn();
  function UndoTrigger() {
    const notify = useNotify();
    return <button onClick={() => notify({ title: 'Marked as Duplicate', variant: 'success', action: { label: 'Undo', onPress: pressed } })}>mark</button>;
  }
  const user = userEvent.setup();
  render(
    <NotificationsProvider>
      <UndoTrigger />
    </NotificationsProvider>,
  );
  await user.click(screen.getByText('mark'));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(pressed).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('region', { name: 'Notifications' })).not.toHaveTextContent('Marked as Duplicate');
});
