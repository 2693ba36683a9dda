import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Alert, Button, Typography } from 'shared/platform/ui/mui';
import { useNotify } from 'shared/platform/ui/notifications';
import type { Message } from 'shared/domain/messages/messages';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { loadFailureReasonIn } from 'shared/hooks/useLoadFailureReason';
import { useSelection } from 'shared/hooks/useListController';
import { usePageVisible } from 'shared/hooks/usePageVisible';
import { CursorListCard, ListLoading } from 'shared/ui/CursorListCard';
import { RetryAlert } from 'shared/ui/RetryAlert';
import {
  messagesApi,
  tagsForNewCounts,
  useGetMessageCountsQuery,
  useGetMessagesPageQuery,
  useResendFailedMessagesMutation,
  useResendOutboxMessageMutation,
} from '../api/messagesApi';
import { useMessagesSearch } from '../hooks/useMessagesSearch';
import { MessageCounts } from './MessageCounts';
import { MessageDrawer } from './MessageDrawer';
import { MessagesFilterBar } from './MessagesFilterBar';
import { MessagesTable } from './MessagesTable';

/** The counts are asked for this often while the page is in sight, so they move as the outbox drains. */
export const COUNTS_POLL_MS = 5_000;

const idOf = (message: Message) => message.id;

/**
 * The counts, polled while the page is in sight; a count that moved means messages moved on, so the
 * rows listed and the message open are fetched again.
 */
function useLiveCounts(openId: string | null) {
  const visible = usePageVisible();
  const counts = useGetMessageCountsQuery(undefined, { pollingInterval: visible ? COUNTS_POLL_MS : 0 });
  const dispatch = useDispatch();
  const shown = useRef<string | undefined>(undefined);
  const key = counts.data && JSON.stringify(counts.data);
  useEffect(() => {
    if (key === undefined) return;
    if (shown.current !== undefined && shown.current !== key) dispatch(messagesApi.util.invalidateTags(tagsForNewCounts(openId)));
    shown.current = key;
  }, [key, openId, dispatch]);
  // Back in sight: what was missed meanwhile, at once rather than at the next poll.
  const { refetch } = counts;
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) void refetch();
    wasVisible.current = visible;
  }, [visible, refetch]);
  return counts;
}

export function MessagesPage() {
  const { filters, pages, setFilter, clearFilters } = useMessagesSearch();
  const [openId, setOpenId] = useState<string | null>(null);
  const counts = useLiveCounts(openId);
  const { data: lastAnswer, error, isFetching, isLoading, refetch } = useGetMessagesPageQuery({ ...filters, cursor: pages.page?.before });
  // Rows shown belong to the filters shown: none after a failure.
  const data = error ? undefined : lastAnswer;
  const selection = useSelection(JSON.stringify(filters), idOf);
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const [resendOne, { isLoading: resendingOne }] = useResendOutboxMessageMutation();
  const [resendFailed, { isLoading: resendingFailed }] = useResendFailedMessagesMutation();
  const resending = resendingOne || resendingFailed;

  const resend = useCallback(
    async (message: Pick<Message, 'id' | 'to'>) => {
      const to = message.to;
      try {
        await resendOne(message.id).unwrap();
        notify({ title: t`Message queued again`, description: t`A new copy goes to ${to}.`, variant: 'success' });
      } catch (failure) {
        notify({
          title: t`The message was not queued again`,
          description: apiErrorMessage(failure, t`The server could not answer. Please try again.`),
          variant: 'error',
        });
      }
    },
    [resendOne, notify, t, apiErrorMessage],
  );

  const { selected, clear } = selection;
  const resendChosen = async () => {
    const ids = [...selected];
    try {
      const { data: copies } = await resendFailed(ids).unwrap();
      clear();
      const queued = copies.length;
      const left = ids.length - queued;
      notify({
        title: t`${plural(queued, { one: '# message queued again', other: '# messages queued again' })}`,
        description:
          left > 0
            ? t`${plural(left, {
                one: '# message had stopped failing meanwhile and was left as it was.',
                other: '# messages had stopped failing meanwhile and were left as they were.',
              })}`
            : undefined,
        variant: 'success',
      });
    } catch (failure) {
      notify({
        title: t`The messages were not queued again`,
        description: apiErrorMessage(failure, t`The server could not answer. Please try again.`),
        variant: 'error',
      });
    }
  };

  const countsFailure = counts.error ? loadFailureReasonIn(i18n, counts.error) : '';
  const listFailure = error ? loadFailureReasonIn(i18n, error) : '';
  const total = data?.total ?? 0;
  const chosen = selected.size;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        <Trans>Messages</Trans>
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        <Trans>E-mails and SMS to parents and staff, newest first. The counts refresh every 5 seconds while this page is open.</Trans>
      </Typography>
      {counts.error ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Trans>The counts could not be loaded. {countsFailure}</Trans>
        </Alert>
      ) : (
        <MessageCounts counts={counts.data} status={filters.status} onChoose={(status) => setFilter('status', status)} />
      )}
      <MessagesFilterBar filters={filters} onChange={setFilter} onClear={clearFilters} />
      {error && (
        <RetryAlert onRetry={() => void refetch()}>
          <Trans>The messages could not be loaded. {listFailure}</Trans>
        </RetryAlert>
      )}
      {isLoading && <ListLoading label={t`Loading messages`} />}
      {data && (
        <CursorListCard
          busy={isFetching}
          count={t`${plural(total, { one: '# message', other: '# messages' })}`}
          actions={
            <Button size="small" variant="contained" color="error" disabled={chosen === 0 || resending} onClick={() => void resendChosen()}>
              <Trans>Resend failed ({chosen})</Trans>
            </Button>
          }
          pager={{
            newest: () => pages.goTo(null),
            newer: pages.hasPrevious ? pages.previous : null,
            older: data.nextCursor ? () => pages.next({ kind: 'cursor', before: data.nextCursor! }) : null,
          }}
          empty={
            data.data.length > 0
              ? null
              : Object.keys(filters).length > 0 || pages.hasPrevious
                ? t`No messages match these filters.`
                : t`No messages yet. Receipts, notices and invitations show here once they are written.`
          }
        >
          <MessagesTable
            messages={data.data}
            selected={selected}
            onToggle={selection.onToggle}
            onTogglePage={selection.togglePage}
            onOpen={setOpenId}
            onResend={(message) => void resend(message)}
            resending={resending}
          />
        </CursorListCard>
      )}
      <MessageDrawer id={openId} onClose={() => setOpenId(null)} onResend={(message) => void resend(message)} resending={resending} />
    </>
  );
}
