import { act, screen } from '@testing-library/react';
import { serveApi, type Answer } from 'shared/testing/apiServer';
import { messagesPage, testMessage } from 'shared/testing/message';
import { testRegistration } from 'shared/testing/registration';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { registrationsApi } from '../../../api/registrationsApi';
import { RegistrationDetailPage } from './RegistrationDetailPage';

test('a registration found gone on a refetch (its centre taken from the person) leaves only the not-found state', async () => {
  const registration = testRegistration({ registrationId: 'REG-0002102', name: 'Kavya Raman' });
  let answer: Answer = { status: 200, body: registration };
  serveApi({
    'GET /admin/registrations/REG-0002102': () => answer,
    'GET /admin/registrations/REG-0002102/history': { body: { data: [], total: 0 } },
    'GET /admin/messages': { body: messagesPage([testMessage({ registrationId: 'REG-0002102', to: 'kavya.parent@example.org' })]) },
  });
  const { store } = renderInPortal(<RegistrationDetailPage />, { url: '/registrations/REG-0002102', route: '/registrations/:registrationId' });
  expect(await screen.findByText('Kavya Raman')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  expect(await screen.findByText('To: kavya.parent@example.org')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /actions/i })).toBeInTheDocument();

  answer = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Registration not found' } };
  act(() => {
    store.dispatch(registrationsApi.util.invalidateTags([{ type: 'Registration', id: 'REG-0002102' }]));
  });
  expect(await screen.findByText('No registration has the id REG-0002102.')).toBeInTheDocument();
  expect(screen.queryByText('Kavya Raman')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /actions/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Messages' })).not.toBeInTheDocument();
});
