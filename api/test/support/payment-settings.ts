import type { PaymentSettings } from 'shared/domain/settings/settings';
import { call, type TestApp } from './test-app';
import { tokenFor } from './tokens';

/** Runs `fn` with the Payment settings changed by `change` (as a superadmin saves them), and puts them back whatever happens. */
export async function withPaymentSettings<T>(target: TestApp, change: Partial<PaymentSettings>, fn: () => Promise<T>): Promise<T> {
  const token = await tokenFor('superadmin');
  const save = async (value: PaymentSettings) => {
    const reply = await call(target, 'PUT', '/admin/settings/payment', { token, body: { value } });
    if (reply.status !== 200) throw new Error(`Saving the Payment settings answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  };
  const payment: PaymentSettings = (await call(target, 'GET', '/admin/settings', { token })).body.payment.value;
  await save({ ...payment, ...change });
  try {
    return await fn();
  } finally {
    await save(payment);
  }
}
