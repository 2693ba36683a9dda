import { act, screen } from '@testing-library/react';
import { baseApi } from 'shared/platform/api/baseApi';
import { serveApi, type Answer } from 'shared/testing/apiServer';
import { i18nIn } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { renderNoticeAndFigure } from '../../../testing/staleProbe';
import { StaleDataNotice } from './StaleDataNotice';

// The notice that what a screen shows may be out of date, in Hindi and Tamil.

test.each([
  ['hi-IN', 'इस स्क्रीन पर दिख रही कुछ जानकारी ताज़ा नहीं हो सकी और पुरानी हो सकती है।'],
  ['ta-IN', 'இந்தத் திரையில் காட்டப்படுவதில் சில புதுப்பிக்கப்படவில்லை; அவை பழையதாக இருக்கலாம்.'],
] as const)('%s: a refresh that fails says so in the language', async (language, notice) => {
  let answer: Answer = { body: { offlinePending: 34 } };
  serveApi({ 'GET /admin/stats': () => answer });
  const { store } = renderNoticeAndFigure(StaleDataNotice, { i18n: await i18nIn(moduleCatalogues, language) });
  await screen.findByText('Offline Pending: 34');
  expect(screen.queryByText(notice)).not.toBeInTheDocument();
  answer = { status: 503, body: { message: 'Database unavailable' } };
  act(() => {
    store.dispatch(baseApi.util.invalidateTags(['Stats']));
  });
  expect(await screen.findByText(notice)).toBeInTheDocument();
});
