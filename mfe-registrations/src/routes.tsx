import { Route, Routes } from 'shared/platform/routing/router';
import { RegistrationDetailPage } from './features/detail/components/RegistrationDetailPage';
import { RegistrationsPage } from './app/RegistrationsPage';
import { PreferredLanguage } from 'shared/ui/PreferredLanguage';
import { moduleCatalogues, moduleI18n } from './locales/catalogues';

/** The one exposed entry: the shell mounts it at /registrations/*. */
export default function RegistrationsRoutes() {
  return (
    <PreferredLanguage i18n={moduleI18n} catalogues={moduleCatalogues}>
      <Routes>
        <Route index element={<RegistrationsPage />} />
        <Route path=":registrationId" element={<RegistrationDetailPage />} />
      </Routes>
    </PreferredLanguage>
  );
}
