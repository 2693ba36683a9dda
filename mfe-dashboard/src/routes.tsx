import { useMatch } from 'shared/platform/routing/router';
import { AuditTrailPage } from './features/audit/components/AuditTrailPage';
import { DashboardPage } from './features/dashboard/components/DashboardPage';

/** The one exposed entry: the shell mounts it at /dashboard/* and /audit/*. */
export default function DashboardRoutes() {
  return useMatch('/audit/*') ? <AuditTrailPage /> : <DashboardPage />;
}
