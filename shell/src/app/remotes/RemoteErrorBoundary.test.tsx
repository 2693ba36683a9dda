import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function Broken(): never {
  throw new Error('manifest unreachable');
}

test('a failing remote shows a plain message naming it, and Retry asks to load it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const onRetry = jest.fn();
  render(
    <>
      <p>sidebar</p>
      <RemoteErrorBoundary remote="mfe-payments" onRetry={onRetry}><Broken /></RemoteErrorBoundary>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('The mfe-payments module could not be loaded.');
  expect(screen.getByText('sidebar')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('a working remote renders as it is', () => {
  render(<RemoteErrorBoundary remote="mfe-payments" onRetry={jest.fn()}><h1>Payment Management</h1></RemoteErrorBoundary>);
  expect(screen.getByRole('heading', { name: 'Payment Management' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
