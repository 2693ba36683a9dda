import { SettingsPage } from './app/SettingsPage';
import { PreferredLanguage } from 'shared/ui/PreferredLanguage';
import { moduleCatalogues, moduleI18n } from './locales/catalogues';

/** The one exposed entry: the shell mounts it at /settings/*. */
export default function SettingsRoutes() {
  return (
    <PreferredLanguage i18n={moduleI18n} catalogues={moduleCatalogues}>
      <SettingsPage />
    </PreferredLanguage>
  );
}
