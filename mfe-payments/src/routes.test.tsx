import { screen } from '@testing-library/react';
import PaymentsRoutes from './routes';
import { renderInPortal, useFakeApi } from './testing/fakePortal';

useFakeApi();

test('/payments shows Payment Management', async () => {
  renderInPortal(<PaymentsRoutes />);
  expect(screen.getByRole('heading', { name: 'Payment Management' })).toBeInTheDocument();
  expect(await screen.findByText('No offline payments are awaiting confirmation.')).toBeInTheDocument();
});
