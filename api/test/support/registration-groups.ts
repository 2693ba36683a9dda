import type { Registration } from 'shared/domain/registrations/registration';
import { importCsv, importRow, type ImportRow } from './import-rows';
import { call, type TestApp } from './test-app';
import { tokenFor } from './tokens';

type Role = 'superadmin' | 'admin' | 'staff' | 'viewer';

/**
 * What the merge suites make their cases with: calls as a demo role, a registration as a viewer
 * reads it, an offline confirmation, and groups of registrations sharing one fresh phone number
 * (each member may write it its own way) made through the import, named `<idPrefix>-<engine>-<run>-<n>`.
 */
export function useRegistrationGroups(
  target: TestApp,
  engine: string,
  { idPrefix, phonePrefix, name }: { idPrefix: string; phonePrefix: string; name: string },
) {
  const as = async (role: Role, method: string, path: string, body?: unknown) => call(target, method, path, { token: await tokenFor(role), body });
  const read = async (id: string): Promise<Registration> => (await as('viewer', 'GET', `/admin/registrations/${id}`)).body;
  const confirm = async (registration: Registration) =>
    expect((await as('admin', 'PUT', `/admin/register/${registration.registrationId}`, { payment: { status: 'success', mode: 'offline' } })).status).toBe(200);

  let run = 0;
  async function group(members: ImportRow[] | ((phone: string) => ImportRow[])): Promise<Registration[]> {
    run += 1;
    const phone = `${phonePrefix}${String(process.pid % 1000).padStart(3, '0')}${String(run).padStart(5, '0')}`;
    const rows = (typeof members === 'function' ? members(phone) : members).map((fields, index) => {
      const id = `${idPrefix}-${engine}-${run}-${index}`;
      return importRow({ registrationId: id, paymentId: `PAY-${id}`, name, contactNumber: phone, ...fields });
    });
    expect((await as('superadmin', 'POST', '/admin/imports', { csv: importCsv(rows) })).status).toBe(201);
    return Promise.all(rows.map((row) => read(row.registrationId!)));
  }
  return { as, read, confirm, group };
}
