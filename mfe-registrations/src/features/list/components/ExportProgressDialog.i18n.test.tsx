import { screen, within } from '@testing-library/react';
import type { Language } from 'shared/i18n/languages';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { ExportProgressDialog } from './ExportProgressDialog';

const WORDS = {
  'hi-IN': { title: 'पंजीकरण निर्यात हो रहे हैं', one: '1 पंक्ति में से 0', many: '1,23,456 पंक्तियों में से 12,345', cancel: 'रद्द करें', close: 'बंद करें' },
  'ta-IN': { title: 'பதிவுகள் ஏற்றுமதி செய்யப்படுகின்றன', one: '0 / 1 வரிசை', many: '12,345 / 1,23,456 வரிசைகள்', cancel: 'ரத்துசெய்', close: 'மூடு' },
} satisfies Partial<Record<Language, unknown>>;

describe.each(Object.entries(WORDS))('in %s', (language, words) => {
  test('the rows sent of the rows expected, in the plural and Indian grouping; Cancel until the browser has the file, then Close', async () => {
    const i18n = await i18nIn(moduleCatalogues, language as Language);
    const { unmount } = renderInPortal(<ExportProgressDialog progress={{ rows: 0, expected: 1, opened: false }} onClose={jest.fn()} />, { i18n });
    let dialog = screen.getByRole('dialog', { name: words.title });
    expect(within(dialog).getByText(words.one)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: words.cancel })).toBeInTheDocument();
    unmount();
    renderInPortal(<ExportProgressDialog progress={{ rows: 12345, expected: 123456, opened: true }} onClose={jest.fn()} />, { i18n });
    dialog = screen.getByRole('dialog', { name: words.title });
    expect(within(dialog).getByText(words.many)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: words.close })).toBeInTheDocument();
  });
});
