import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import PaymentsRoutes from './routes';

test('/payments shows Payment Management', () => {
  render(
    <MemoryRouter initialEntries={['/payments']}>
      <Routes><Route path="/payments/*" element={<PaymentsRoutes />} /></Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Payment Management' })).toBeInTheDocument();
});
