import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveApi, type Answer } from 'shared/testing/apiServer';
import { baseApi } from 'shared/platform/api/baseApi';
import { probeApi, renderNoticeAndFigure } from '../../../testing/staleProbe';
import { StaleDataNotice } from './StaleDataNotice';

const NOTICE = 'Some of what this screen shows could not be refreshed and may be out of date.';

test.each<[string, Answer]>([
  ['the API unreachable', 'unreachable'],
  ['a server error', { status: 503, body: { message: 'Database unavailable' } }],
])('a refresh that fails (%s) says what is shown may be out of date, until a retry succeeds', async (_label, failure) => {
  let answer: Answer = { body: { offlinePending: 34 } };
  serveApi({ 'GET /admin/stats': () => answer });
  const { store } = renderNoticeAndFigure(StaleDataNotice);
  await screen.findByText('Offline Pending: 34');
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

  answer = failure;
  act(() => {
    store.dispatch(baseApi.util.invalidateTags(['Stats']));
  });
  expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  expect(screen.getByText('Offline Pending: 34')).toBeInTheDocument();

  answer = { body: { offlinePending: 33 } };
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByText('Offline Pending: 33');
  await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
});

test('a request refused for what it asks (a 4xx) is the screen’s to explain: no notice', async () => {
  let status = 200;
  serveApi({ 'GET /admin/stats': () => ({ status, body: status === 200 ? { offlinePending: 34 } : { message: 'No' } }) });
  const { store } = renderNoticeAndFigure(StaleDataNotice);
  await screen.findByText('Offline Pending: 34');
  status = 404;
  act(() => {
    store.dispatch(baseApi.util.invalidateTags(['Stats']));
  });
  await waitFor(() => expect(probeApi.endpoints.staleProbe.select()(store.getState() as never).isError).toBe(true));
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
});
