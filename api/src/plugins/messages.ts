import fp from 'fastify-plugin';
import { defaultMessagesConfig } from '../config';
import { MessageDelivery } from '../messages/delivery';
import { setLinkBases } from '../messages/links';
import { receiptByNumber, receiptFileName, receiptPdf } from '../payments/receipt-file';
import { DEFAULT_PREFERENCES } from 'shared/platform/settings/preferences';

/**
 * Messages to parents and staff: the delivery worker of this instance (src/messages/), started
 * with the app and stopped before the database closes. Its configuration: config.messages.
 */
export const messagesPlugin = fp(async (app) => {
  const config = { ...defaultMessagesConfig(), ...app.config.messages };
  setLinkBases(config);
  const renderReceipt = async (number: string) => {
    const receipt = await receiptByNumber(app.db, number);
    if (!receipt) return null;
    const content = await receiptPdf(app.db, receipt, receipt.registration_id, { duplicate: false, timeZone: DEFAULT_PREFERENCES.timezone });
    return { filename: receiptFileName(number), content, contentType: 'application/pdf' };
  };
  const delivery = new MessageDelivery(app.db, config, app.workScheduler, renderReceipt, app.log);
  app.decorate('messageDelivery', delivery);
  app.addHook('onReady', async () => delivery.wake());
  app.addHook('preClose', () => delivery.close());
});
