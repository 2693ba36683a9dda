import type { Database, DatabaseConfig } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.engine === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir, config.image);
}
