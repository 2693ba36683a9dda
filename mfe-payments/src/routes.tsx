import { PaymentManagementPage } from './app/PaymentManagementPage';
import { PreferredLanguage } from 'shared/ui/PreferredLanguage';
import { moduleCatalogues, moduleI18n } from './locales/catalogues';

/** The one exposed entry: the shell mounts it at /payments/*. */
export default function PaymentsRoutes() {
  return (
    <PreferredLanguage i18n={moduleI18n} catalogues={moduleCatalogues}>
      <PaymentManagementPage />
    </PreferredLanguage>
  );
}
