import { screen } from '@testing-library/react';
import PaymentsRoutes from './routes';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { asSignedIn, servePaymentsApi } from './testing/paymentsApi';

beforeEach(() => {
  servePaymentsApi();
});

test('/payments shows Payment Management', async () => {
  renderInPortal(<PaymentsRoutes />, asSignedIn());
  expect(screen.getByRole('heading', { name: 'Payment Management' })).toBeInTheDocument();
  expect(await screen.findByText('No offline payments are awaiting confirmation.')).toBeInTheDocument();
});
