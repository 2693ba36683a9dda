import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { loadConfig } from './config';

// Delivering a bulk job's receipts keeps each e-mail (its PDF in base64) across network waits, so
// much short-lived data reaches V8's old space; V8 then let it grow to about four times the live
// heap before collecting (resident memory +280 MB over a 10,000-receipt drain at 1,000,000 rows,
// for a live heap that grew 8 MB). At 1.5 times it collects every few seconds instead and stays
// near its idle size; the bench's messages part measures both.
setFlagsFromString('--heap-growing-percent=50');

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp(config);
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      // Closing the app closes the database: PGlite must flush to disk before the process ends.
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'close failed');
          process.exit(1);
        },
      );
    });
  }
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(`The API could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
