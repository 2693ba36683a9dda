import { PaymentManagementPage } from './app/PaymentManagementPage';

/** The one exposed entry: the shell mounts it at /payments/*. */
export default function PaymentsRoutes() {
  return <PaymentManagementPage />;
}
