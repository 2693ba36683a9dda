import { dumpDatabase } from './support/database-dump';
import { testEngines } from './support/environment';
import { useTestApp } from './support/test-app';

// The dump that the access matrix and the fuzz tests compare around each call: it must see every
// write, even one that leaves the values as they were, and only the bookkeeping columns may move.

describe.each(testEngines())('the database dump on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 5 });
  /** The tables whose dump `write` changed, after `prepare` (outside the two dumps). */
  const changed = async (write: string, prepare?: string) => {
    if (prepare) await target.db.query(prepare);
    const before = await dumpDatabase(target.db);
    await target.db.query(write);
    const after = await dumpDatabase(target.db);
    return Object.keys(after).filter((table) => after[table] !== before[table]);
  };
  const addCenter = (code: string) => `INSERT INTO centers (code, name, city) VALUES ('${code}', 'Dump Centre', 'Pune')`;

  test.each([
    ['an update that keeps every value', "UPDATE centers SET name = name WHERE code = 'DUMP-UPD'", addCenter('DUMP-UPD')],
    ['an insert', addCenter('DUMP-INS'), undefined],
    ['a delete', "DELETE FROM centers WHERE code = 'DUMP-DEL'", addCenter('DUMP-DEL')],
  ])('%s changes the dump of that table only', async (_label, write, prepare) => {
    expect(await changed(write, prepare)).toEqual(['centers']);
  });

  test("a staff account's last activity leaves the dump as it was; a change of role does", async () => {
    expect(await changed("UPDATE staff_accounts SET last_active_at = now() WHERE email = 'viewer@example.org'")).toEqual([]);
    expect(await changed("UPDATE staff_accounts SET role = 'staff' WHERE email = 'viewer@example.org'")).toEqual(['staff_accounts']);
  });
});
