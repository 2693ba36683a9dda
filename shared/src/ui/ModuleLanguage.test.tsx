import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { formatLocalesOf, ModuleLanguage, type ModuleCatalogues } from './ModuleLanguage';

const ROWS = { id: 'rows', message: '{n, plural, one {# row} other {# rows}}' };

function Rows({ n }: { n: number }) {
  const { i18n } = useLingui();
  return <p>{i18n._({ ...ROWS, values: { n } })}</p>;
}

const english = { rows: '{n, plural, one {# row} other {# rows}}' };
const hindi = { rows: '{n, plural, one {# पंक्ति} other {# पंक्तियाँ}}' };

function renderIn(locale: string, load: ModuleCatalogues['load'] = async () => hindi, n = 123456) {
  const catalogues: ModuleCatalogues = { english, load };
  const i18n = setupI18n();
  const view = render(
    <ModuleLanguage i18n={i18n} catalogues={catalogues} locale={locale}>
      <Rows n={n} />
    </ModuleLanguage>,
  );
  const rerenderIn = (next: string) =>
    view.rerender(
      <ModuleLanguage i18n={i18n} catalogues={catalogues} locale={next}>
        <Rows n={n} />
      </ModuleLanguage>,
    );
  return { rerenderIn };
}

test('draws English at once, then the language of the locale once its catalogue has come', async () => {
  renderIn('hi-IN');
  expect(screen.getByText('1,23,456 rows')).toBeInTheDocument();
  expect(await screen.findByText('1,23,456 पंक्तियाँ')).toBeInTheDocument();
});

test('plurals follow the language: in Hindi 0 takes the singular', async () => {
  renderIn('hi-IN', async () => hindi, 0);
  expect(await screen.findByText('0 पंक्ति')).toBeInTheDocument();
});

test('a catalogue that cannot be fetched leaves English; a later change back to English needs none', async () => {
  const { rerenderIn } = renderIn('ta-IN', () => Promise.reject(new Error('offline')));
  expect(screen.getByText('1,23,456 rows')).toBeInTheDocument();
  rerenderIn('hi-IN');
  rerenderIn('en-IN');
  expect(await screen.findByText('1,23,456 rows')).toBeInTheDocument();
});

test('numbers keep the formats of the person’s own locale when it is of the language shown', async () => {
  const { rerenderIn } = renderIn('en-US');
  expect(screen.getByText('123,456 rows')).toBeInTheDocument();
  rerenderIn('en-IN');
  expect(await screen.findByText('1,23,456 rows')).toBeInTheDocument();
});

test('a locale of a language the portal does not speak reads English with English formats and plurals', () => {
  expect(formatLocalesOf('bn-IN', 'en-IN')).toEqual(['en-IN']);
  expect(formatLocalesOf('en-GB', 'en-IN')).toEqual(['en-GB']);
  expect(formatLocalesOf('hi-IN', 'hi-IN')).toEqual(['hi-IN']);
  renderIn('bn-IN', async () => hindi, 0);
  expect(screen.getByText('0 rows')).toBeInTheDocument();
});

test('the pseudo-locale is fetched like a language, with English formats and plurals', async () => {
  const requested: string[] = [];
  renderIn('en-XA', async (language) => {
    requested.push(language);
    return { rows: '{n, plural, one {# ŕōŵ} other {# ŕōŵś}}' };
  });
  expect(await screen.findByText('123,456 ŕōŵś')).toBeInTheDocument();
  expect(requested).toEqual(['en-XA']);
});
