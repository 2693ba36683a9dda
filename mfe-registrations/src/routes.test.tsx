import { screen } from '@testing-library/react';
import { renderInPortal } from 'shared/testing/renderInPortal';
import RegistrationsRoutes from './routes';

const renderAt = (url: string) => renderInPortal(<RegistrationsRoutes />, { url, route: '/registrations/*', claims: null });

test('/registrations shows the list screen', () => {
  renderAt('/registrations');
  expect(screen.getByRole('heading', { name: 'Registrations' })).toBeInTheDocument();
});

test('/registrations/:registrationId shows that registration', () => {
  renderAt('/registrations/ABC-42');
  expect(screen.getByRole('heading', { name: 'Registration ABC-42' })).toBeInTheDocument();
});
