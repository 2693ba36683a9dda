import { lazy } from 'react';
import { useMatch } from 'shared/platform/routing/router';
import { PATHS } from 'shared/routes/paths';
import { DashboardPage } from './features/dashboard/components/DashboardPage';

// The dashboard is the landing screen: the audit trail's code loads only when it is asked for
// (the shell's loading state shows meanwhile).
const AuditTrailPage = lazy(() => import('./features/audit/components/AuditTrailPage').then((m) => ({ default: m.AuditTrailPage })));

/** The one exposed entry: the shell mounts it at /dashboard/* and /audit/*. */
export default function DashboardRoutes() {
  return useMatch(`${PATHS.audit}/*`) ? <AuditTrailPage /> : <DashboardPage />;
}
