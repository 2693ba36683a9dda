import { defaultMessagesConfig, type MessagesConfig } from '../config';

// Where the links in messages point: the API's public address (a parent's receipt, /r/{token}) and
// the portal's (staff notices). Set once when the API starts (plugins/messages.ts); messages are
// written deep inside changes that know nothing of the server's configuration.

const defaults = defaultMessagesConfig();
const bases = { api: defaults.publicApiUrl, portal: defaults.portalUrl };

export function setLinkBases(config: Pick<MessagesConfig, 'publicApiUrl' | 'portalUrl'>): void {
  bases.api = config.publicApiUrl;
  bases.portal = config.portalUrl;
}

export const receiptLinkUrl = (token: string) => `${bases.api}/r/${token}`;
export const portalUrl = (path: string) => `${bases.portal}${path}`;
