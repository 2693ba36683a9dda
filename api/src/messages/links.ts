import type { MessagesConfig } from '../config';

// Where the links in messages point: the API's public address (a parent's receipt, /r/{token}) and
// the portal's (staff notices). Set once when the API starts (plugins/messages.ts); messages are
// written deep inside changes that know nothing of the server's configuration.

const bases = { api: 'http://localhost:4000', portal: 'http://localhost:3000' };

export function setLinkBases(config: Pick<MessagesConfig, 'publicApiUrl' | 'portalUrl'>): void {
  bases.api = config.publicApiUrl;
  bases.portal = config.portalUrl;
}

export const receiptLinkUrl = (token: string) => `${bases.api}/r/${token}`;
export const portalUrl = (path: string) => `${bases.portal}${path}`;
