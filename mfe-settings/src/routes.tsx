import { SettingsPage } from './features/settings/components/SettingsPage';

/** The one exposed entry: the shell mounts it at /settings/*. */
export default function SettingsRoutes() {
  return <SettingsPage />;
}
