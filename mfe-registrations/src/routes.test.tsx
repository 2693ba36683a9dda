import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import RegistrationsRoutes from './routes';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes><Route path="/registrations/*" element={<RegistrationsRoutes />} /></Routes>
    </MemoryRouter>,
  );

test('/registrations shows the list screen', () => {
  renderAt('/registrations');
  expect(screen.getByRole('heading', { name: 'Registrations' })).toBeInTheDocument();
});

test('/registrations/:registrationId shows that registration', () => {
  renderAt('/registrations/ABC-42');
  expect(screen.getByRole('heading', { name: 'Registration ABC-42' })).toBeInTheDocument();
});
