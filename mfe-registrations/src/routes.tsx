import { Route, Routes } from 'shared/platform/routing/router';
import { RegistrationDetailPage } from './features/detail/components/RegistrationDetailPage';
import { RegistrationsPage } from './app/RegistrationsPage';

/** The one exposed entry: the shell mounts it at /registrations/*. */
export default function RegistrationsRoutes() {
  return (
    <Routes>
      <Route index element={<RegistrationsPage />} />
      <Route path=":registrationId" element={<RegistrationDetailPage />} />
    </Routes>
  );
}
