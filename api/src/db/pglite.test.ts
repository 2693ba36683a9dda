import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, PGLITE_SHARED_BUFFERS } from './pglite';

test('PGlite runs with the small buffer pool, on a new directory and when it reopens one', async () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-pglite-')), 'data');
  try {
    for (const open of ['new', 'reopened']) {
      const db = await openPglite(dataDir);
      try {
        expect({ open, rows: await db.query('SHOW shared_buffers') }).toEqual({ open, rows: [{ shared_buffers: PGLITE_SHARED_BUFFERS }] });
      } finally {
        await db.close();
      }
    }
  } finally {
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});
