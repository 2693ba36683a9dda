import { Suspense } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tab, Tabs, useMediaQuery } from '@mui/material';
import { Alert, Box, Typography } from 'shared/platform/ui/mui';
import type { Role } from 'shared/domain/common/enums';
import { can } from 'shared/domain/common/permissions';
import { useSessionRole } from 'shared/hooks/useSessionRole';
import { lazyWithPreload, preloadOnIntent } from 'shared/ui/lazyWithPreload';
import { usePaymentView, type PaymentView } from './usePaymentView';
import { OfflinePaymentQueue } from '../features/queue/components/OfflinePaymentQueue';
import { PaymentLookup } from '../features/lookup/components/PaymentLookup';

// The lookup is the screen's first view; each other view loads apart, fetched as the person heads
// for its tab (see preloadOnIntent), not with the screen's first load.
const receiptsView = lazyWithPreload(() => import('../features/receipts/components/ReceiptsView').then((m) => m.ReceiptsView));
const approvalsView = lazyWithPreload(() => import('../features/approvals/components/ApprovalsView').then((m) => m.ApprovalsView));
const collectionsView = lazyWithPreload(() => import('../features/collections/components/CollectionsView').then((m) => m.CollectionsView));
const reconciliationView = lazyWithPreload(() => import('../features/reconciliation/components/ReconciliationView').then((m) => m.ReconciliationView));
const ReceiptsView = receiptsView.Component;
const ApprovalsView = approvalsView.Component;
const CollectionsView = collectionsView.Component;
const ReconciliationView = reconciliationView.Component;
const VIEW_PRELOADS: Partial<Record<PaymentView, () => Promise<boolean>>> = {
  receipts: receiptsView.preload,
  approvals: approvalsView.preload,
  collections: collectionsView.preload,
  reconciliation: reconciliationView.preload,
};

const VIEW_LABELS: Record<PaymentView, MessageDescriptor> = {
  lookup: msg`Lookup`,
  receipts: msg`Receipts`,
  approvals: msg`Approvals`,
  collections: msg`Collections`,
  reconciliation: msg`Reconciliation`,
};

export function PaymentManagementPage() {
  const role = useSessionRole();
  const { view, show } = usePaymentView();
  // On a phone the five views wrap onto a second row rather than scroll: every view's name in sight.
  const phone = useMediaQuery('(max-width:599.95px)');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1200 }}>
      <Box sx={{ displayPrint: view === 'collections' ? 'none' : undefined }}>
        <Typography variant="h4" component="h1">
          <Trans>Payment Management</Trans>
        </Typography>
        {/* On a phone the tabs and the lookup say as much, and the offline queue needs the height. */}
        <Typography color="textSecondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Trans>
            Find a payment by its Payment ID, Merchant Transaction ID or receipt number, and confirm offline payments once the money has been received.
          </Trans>
        </Typography>
      </Box>
      {/* The views depend on the role: drawn once it is known, so that no tab moves when it arrives (an
          admin's five, wrapped on a phone, pushed the page down a row). The lookup and the queue wait for
          the same session their calls need. */}
      {role !== null && <PaymentViews role={role} view={view} show={show} phone={phone} />}
    </Box>
  );
}

function PaymentViews({ role, view, show, phone }: { role: Role; view: PaymentView; show: (view: PaymentView) => void; phone: boolean }) {
  const { t, i18n } = useLingui();
  const canWrite = can(role, 'write');
  const isAdmin = can(role, 'admin');
  // Approvals and reconciliation are an admin's; others reach those views by their address only.
  const views: PaymentView[] = isAdmin
    ? ['lookup', 'receipts', 'approvals', 'collections', 'reconciliation']
    : ['lookup', 'receipts', 'collections', ...(['approvals', 'reconciliation'] as const).filter((adminView) => adminView === view)];
  return (
    <>
      <Tabs
        value={view}
        onChange={(_event, next: PaymentView) => show(next)}
        aria-label={t`Payment views`}
        variant={phone ? 'standard' : 'scrollable'}
        scrollButtons="auto"
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          displayPrint: 'none',
          // Wrapped, the sliding indicator would sit under the last row: the selected tab marks itself.
          ...(phone && {
            '& .MuiTabs-list': { flexWrap: 'wrap' },
            '& .MuiTabs-indicator': { display: 'none' },
            '& .MuiTab-root.Mui-selected': { boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}` },
          }),
        }}
      >
        {views.map((value) => (
          <Tab key={value} value={value} label={i18n._(VIEW_LABELS[value])} {...(VIEW_PRELOADS[value] && preloadOnIntent(VIEW_PRELOADS[value]))} />
        ))}
      </Tabs>
      {view === 'lookup' && (
        <>
          <PaymentLookup canWrite={canWrite} />
          <OfflinePaymentQueue canWrite={canWrite} />
        </>
      )}
      <Suspense fallback={null}>
        {view === 'receipts' && <ReceiptsView canCancel={isAdmin} />}
        {view === 'approvals' && <ApprovalsView canDecide={isAdmin} />}
        {view === 'collections' && <CollectionsView />}
        {view === 'reconciliation' &&
          (isAdmin ? (
            <ReconciliationView />
          ) : (
            <Alert severity="info">
              <Trans>Reconciling bank statements and settlement reports needs the admin permission.</Trans>
            </Alert>
          ))}
      </Suspense>
    </>
  );
}
