// A figure for StaleDataNotice's tests: one query on /admin/stats, refreshed with the Stats tag, so
// that a test can make a refresh fail and see the notice.
import type { ComponentType } from 'react';
import { baseApi } from 'shared/platform/api/baseApi';
import { renderInPortal, type PortalOptions } from 'shared/testing/renderInPortal';

export const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staleProbe: build.query<{ offlinePending: number }, void>({ query: () => '/admin/stats', providesTags: ['Stats'] }),
  }),
});

/** "Offline Pending: n" from the probe, or "loading". */
function Figure() {
  const { data } = probeApi.useStaleProbeQuery();
  return <p>{`Offline Pending: ${data?.offlinePending ?? 'loading'}`}</p>;
}

/** The notice (StaleDataNotice, passed in: shared test code imports no feature) above the Figure. */
export function renderNoticeAndFigure(Notice: ComponentType, options: PortalOptions = {}) {
  return renderInPortal(
    <>
      <Notice />
      <Figure />
    </>,
    options,
  );
}
