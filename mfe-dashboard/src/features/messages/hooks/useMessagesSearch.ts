import { useCallback } from 'react';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, MESSAGE_TEMPLATES } from 'shared/domain/messages/message-kinds';
import { useListController, type ListState } from 'shared/hooks/useListController';
import type { UrlState } from 'shared/hooks/useUrlState';
import type { MessageFilters } from '../api/messagesApi';

export type MessageFilterKey = keyof MessageFilters;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/**
 * The filters and the pages followed, in the address. The API pages forward only (nextCursor), so
 * every cursor followed is kept (`cursor=a&cursor=b`): Previous and a reload both work. A value
 * this screen does not offer is dropped, not sent.
 */
const MESSAGES_SEARCH_IN_URL: UrlState<ListState<MessageFilters>> = {
  read: (params) => {
    const filters: MessageFilters = {
      status: oneOf(MESSAGE_STATUSES, params.get('status')),
      channel: oneOf(MESSAGE_CHANNELS, params.get('channel')),
      template: oneOf(MESSAGE_TEMPLATES, params.get('template')),
      to: params.get('to')?.trim() || undefined,
    };
    return {
      params: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as MessageFilters,
      trail: params.getAll('cursor').map((before) => ({ kind: 'cursor', before })),
    };
  },
  write: ({ params: filters, trail }) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
    for (const page of trail) if (page.before) params.append('cursor', page.before);
    return params;
  },
};

/** The Messages screen's filters and pages, kept in the URL so a view can be shared and revisited (Back steps through them). */
export function useMessagesSearch() {
  const { params: filters, pages, setParams } = useListController(MESSAGES_SEARCH_IN_URL, { push: true });

  /** Sets or removes one filter and goes back to the newest page. */
  const setFilter = useCallback((key: MessageFilterKey, value: string) => setParams((current) => ({ ...current, [key]: value || undefined })), [setParams]);

  const clearFilters = useCallback(() => setParams(() => ({})), [setParams]);

  return { filters, pages, setFilter, clearFilters };
}
