import pg from 'pg';
import type { Database, Queryable, Row } from './database';

// int8 (counts, sums) as JavaScript numbers: every value this API counts fits in 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // Fail at start-up, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const root = queryable(pool);
  return {
    engine: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
