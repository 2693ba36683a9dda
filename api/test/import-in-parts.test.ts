import { PGLITE_IMPORT_PART_ROWS } from '../src/imports/registration-import';
import { testEngines } from './support/environment';
import { importCsv, numberedImportRow, whileRefusingRow } from './support/import-rows';
import { call, useTestApp, type Reply } from './support/test-app';
import { tokenFor } from './support/tokens';

// An import is all or nothing on both engines. On PGlite, whose one connection runs nothing else
// while a transaction is open, it is written in parts with other calls answered between them.

const PARTS = 10;
const fileOf = (prefix: string, rows = PARTS * PGLITE_IMPORT_PART_ROWS) => importCsv(Array.from({ length: rows }, (_, n) => numberedImportRow(prefix, n + 1)));

describe.each(testEngines())('an import on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 50 });
  const post = async (csv: string) => call(target, 'POST', '/admin/imports', { token: await tokenFor('superadmin'), body: { csv } });
  const countOf = async (prefix: string) =>
    Number((await target.db.query<{ n: string }>('SELECT count(*) AS n FROM registrations WHERE registration_id LIKE $1', [`${prefix}-%`]))[0]!.n);
  const auditedOf = async (prefix: string) =>
    Number((await target.db.query<{ n: string }>('SELECT count(*) AS n FROM audit_log WHERE registration_id LIKE $1', [`${prefix}-%`]))[0]!.n);

  test('a row the database refuses part-way stores nothing of the file: no row, no audit entry', async () => {
    const prefix = `FAIL${engine}`;
    const failing = `${prefix}-${PARTS * PGLITE_IMPORT_PART_ROWS - 10}`;
    // The database refuses one row of the last part.
    await whileRefusingRow(target.db, failing, async () => {
      const refused = await post(fileOf(prefix));
      expect(refused.status).toBe(500);
      expect(refused.body.message).toMatch(/try again/i);
      if (engine === 'pglite') {
        const lastPartLine = (PARTS - 1) * PGLITE_IMPORT_PART_ROWS + 2;
        expect(refused.body).toEqual({
          message: `The import failed at line ${lastPartLine}, so its rows were withdrawn: nothing was imported. Try again.`,
          code: 'import-failed',
        });
      } else {
        // One transaction on PostgreSQL: its failure is any server error's.
        expect(refused.body.code).toBe('server-error');
      }
    });
    expect(await countOf(prefix)).toBe(0);
    expect(await auditedOf(prefix)).toBe(0);
    expect((await post(fileOf(prefix))).body).toEqual({ imported: PARTS * PGLITE_IMPORT_PART_ROWS });
    expect(await auditedOf(prefix)).toBe(PARTS * PGLITE_IMPORT_PART_ROWS);
  });

  test('two files sharing an id sent at once: one is imported whole, the other refused whole', async () => {
    const prefix = `TWIN${engine}`;
    const rows = 2 * PGLITE_IMPORT_PART_ROWS + 1;
    const [first, second] = await Promise.all([post(fileOf(prefix, rows)), post(fileOf(prefix, rows))]);
    expect([first!.status, second!.status].sort()).toEqual([201, 400]);
    const refused = first!.status === 400 ? first! : second!;
    expect(refused.body).toMatchObject({ message: `${rows} rows of the file have problems; nothing was imported.`, code: 'import-rows-invalid' });
    expect(await countOf(prefix)).toBe(rows);
    expect(await auditedOf(prefix)).toBe(rows);
  });

  if (engine === 'pglite') {
    test("another person's calls are answered while a file is written, between its parts", async () => {
      const prefix = 'BETWEEN';
      const adminToken = await tokenFor('admin');
      const totalNow = async () => (await call(target, 'GET', '/admin/stats', { token: adminToken })).body.totalRegistrations as number;
      const before = await totalNow();
      const outcome: { reply?: Reply } = {};
      const importing = post(fileOf(prefix)).then((reply) => {
        outcome.reply = reply;
      });
      // Stats read one after another until the import answers: with the file written in one
      // transaction none of them could see part of it.
      const seen: number[] = [];
      while (!outcome.reply) seen.push(await totalNow());
      await importing;
      expect(outcome.reply!.status).toBe(201);
      const rows = PARTS * PGLITE_IMPORT_PART_ROWS;
      expect(seen.some((total) => total > before && total < before + rows)).toBe(true);
      expect(await totalNow()).toBe(before + rows);
      // PGlite has no autovacuum: the import analyzed the table it grew by more than a tenth.
      const [table] = await target.db.query<{ reltuples: number }>("SELECT reltuples FROM pg_class WHERE oid = 'registrations'::regclass");
      expect(table!.reltuples).toBeGreaterThanOrEqual(before + rows);
    });
  }
});
