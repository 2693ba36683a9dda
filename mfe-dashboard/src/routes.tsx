import { lazy } from 'react';
import { useMatch } from 'shared/platform/routing/router';
import { PATHS } from 'shared/routes/paths';
import { DashboardPage } from './features/dashboard/components/DashboardPage';
import { PreferredLanguage } from 'shared/ui/PreferredLanguage';
import { moduleCatalogues, moduleI18n } from './locales/catalogues';

// The dashboard is the landing screen: the audit trail's and the messages' code loads only when it
// is asked for (the shell's loading state shows meanwhile).
const AuditTrailPage = lazy(() => import('./features/audit/components/AuditTrailPage').then((m) => ({ default: m.AuditTrailPage })));
const MessagesPage = lazy(() => import('./features/messages/components/MessagesPage').then((m) => ({ default: m.MessagesPage })));

/** The one exposed entry: the shell mounts it at /dashboard/*, /audit/* and /messages/*. */
export default function DashboardRoutes() {
  const audit = useMatch(`${PATHS.audit}/*`);
  const messages = useMatch(`${PATHS.messages}/*`);
  return (
    <PreferredLanguage i18n={moduleI18n} catalogues={moduleCatalogues}>
      {audit ? <AuditTrailPage /> : messages ? <MessagesPage /> : <DashboardPage />}
    </PreferredLanguage>
  );
}
