import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishForTests } from 'shared/testing/renderInPortal';
import { failedStage, RemoteErrorBoundary } from './RemoteErrorBoundary';

// The boundary's words come from the shell's catalogue: the screens are drawn inside its language.
const english = englishForTests();
const inEnglish = ({ children }: { children: ReactNode }) => <I18nProvider i18n={english}>{children}</I18nProvider>;

function Broken(): never {
  throw new Error('manifest unreachable');
}

test('a failing remote shows a plain message naming its screen, not its package, and Retry asks to load it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const onRetry = jest.fn();
  render(
    <>
      <p>sidebar</p>
      <RemoteErrorBoundary remote="mfe-payments" screen="Payments" onRetry={onRetry}>
        <Broken />
      </RemoteErrorBoundary>
    </>,
    { wrapper: inEnglish },
  );
  expect(screen.getByRole('alert')).toHaveTextContent('The Payments screen could not be loaded.');
  expect(screen.getByRole('alert')).not.toHaveTextContent('mfe-payments');
  expect(screen.getByText('sidebar')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('a working remote renders as it is', () => {
  render(
    <RemoteErrorBoundary remote="mfe-payments" screen="Payments" onRetry={jest.fn()}>
      <h1>Payment Management</h1>
    </RemoteErrorBoundary>,
    { wrapper: inEnglish },
  );
  expect(screen.getByRole('heading', { name: 'Payment Management' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

function BuiltForNewerPortal(): never {
  // As Module Federation's runtime words a strictVersion refusal of a contract singleton.
  throw new Error(
    '[ Federation Runtime ]: Version 2.0.0 from shell of shared singleton module shared/platform/api/baseApi does not satisfy the requirement of mfe_payments which needs ^3.0.0)',
  );
}

test('a remote built for a newer platform contract says so in words, not as a connection problem', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <RemoteErrorBoundary remote="mfe-payments" screen="Payments" onRetry={jest.fn()}>
      <BuiltForNewerPortal />
    </RemoteErrorBoundary>,
    { wrapper: inEnglish },
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The Payments screen was updated and needs a newer portal.Reload the page; if this stays, tell your administrator.');
  expect(alert).not.toHaveTextContent(/connection/);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('a failure is reported at the stage it happened: contract, manifest, entry, or the screen rendering', () => {
  const loadFailure = (message: string) => Object.assign(new Error(message), { remoteId: 'mfe_payments/routes' });
  expect(failedStage(loadFailure('mfe_payments needs platform contract ^3.0.0; this portal provides 2.10.0'))).toBe('contract');
  expect(failedStage(loadFailure('[ Federation Runtime ]: Failed to get manifestJson for mfe_payments'))).toBe('manifest');
  expect(failedStage(loadFailure('Loading script failed: http://cdn.test/remoteEntry.js'))).toBe('entry');
  expect(failedStage(new Error('Cannot read properties of undefined'))).toBe('render');
});
