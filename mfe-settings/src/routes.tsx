import { SettingsPage } from './app/SettingsPage';

/** The one exposed entry: the shell mounts it at /settings/*. */
export default function SettingsRoutes() {
  return <SettingsPage />;
}
