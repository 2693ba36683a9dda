import type { Row } from '../../src/db/database';
import type { TestApp } from './test-app';

/**
 * A query of the outbox as a person would see it: changes record what they mean to send, and the
 * messages are composed from that afterwards (src/messages/intents.ts), as the outbox's routes do first.
 */
export async function queryOutbox<T extends Row = Row>(target: TestApp, sql: string, params?: readonly unknown[]): Promise<T[]> {
  await target.app.messageDelivery.compose();
  return target.db.query<T>(sql, params);
}
