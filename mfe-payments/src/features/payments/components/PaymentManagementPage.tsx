import { Box, Typography } from 'shared/platform/ui/mui';
import { can } from 'shared/domain/permissions';
import { useSessionRole } from 'shared/hooks/useSessionRole';
import { OfflinePaymentQueue } from './OfflinePaymentQueue';
import { PaymentLookup } from './PaymentLookup';

export function PaymentManagementPage() {
  const role = useSessionRole();
  // Until the role is known nothing can be confirmed; the API checks the permission again.
  const canWrite = role !== null && can(role, 'write');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1200 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Payment Management
        </Typography>
        <Typography color="textSecondary">
          Find a payment by its Payment ID or Merchant Transaction ID, and confirm offline payments once the money has been received.
        </Typography>
      </Box>
      <PaymentLookup canWrite={canWrite} />
      <OfflinePaymentQueue canWrite={canWrite} />
    </Box>
  );
}
