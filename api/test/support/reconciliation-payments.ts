import { IMPORT_COLUMNS } from 'shared/domain/imports/registration-import';
import { call, type TestApp } from './test-app';

// Registrations made for a reconciliation test: each payment in the state the test starts from.

export interface Payment {
  id: string;
  mode: 'online' | 'offline';
  amount: number;
  status: 'success' | 'pending';
  /** The day (India time) the portal took it as paid. */
  day: string;
  merchantId?: string;
}

let contact = 0;

/** Registrations of the test's own, each created (and so paid) at noon India time on its day. */
export async function createPayments(target: TestApp, token: string, payments: Payment[]): Promise<void> {
  const rows = payments.map((p) => {
    contact += 1;
    const row: Record<string, string | number> = {
      registrationId: `R-${p.id}`,
      name: `Recon Child ${p.id.replace(/[^A-Za-z]/g, '')}`,
      gender: 'female',
      contactNumber: `98${String(contact + 10_000 * Math.floor(Math.random() * 90)).padStart(8, '0')}`,
      school: 'Reconciliation School',
      std: '4th',
      cadre: 'Primary Level',
      levelEnrolled: 'LEVEL 1',
      centerCode: 'DLH01',
      paymentId: p.id,
      paymentMode: p.mode,
      paymentAmount: p.amount,
      // An import never brings an offline payment in paid; the update below sets the state this test starts from.
      paymentStatus: 'pending',
    };
    return IMPORT_COLUMNS.map((column) => row[column]).join(',');
  });
  const reply = await call(target, 'POST', '/admin/imports', { token, body: { csv: `${IMPORT_COLUMNS.join(',')}\n${rows.join('\n')}\n` } });
  // The whole answer, so that a refused file shows its report.
  expect(reply).toMatchObject({ status: 201 });
  for (const p of payments) {
    await target.db.query(
      `UPDATE registrations SET created_at = ($2::date + time '12:00') AT TIME ZONE 'Asia/Kolkata', merchant_transaction_id = $3, payment_status = $4
       WHERE payment_id = $1`,
      [p.id, p.day, p.merchantId ?? null, p.status],
    );
  }
}
