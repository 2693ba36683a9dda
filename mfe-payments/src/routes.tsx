import { PaymentManagementPage } from './features/payments/components/PaymentManagementPage';

/** The one exposed entry: the shell mounts it at /payments/*. */
export default function PaymentsRoutes() {
  return <PaymentManagementPage />;
}
