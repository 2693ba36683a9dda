import { withFrameWords } from 'shared/build/static-frame.cjs';
import { SCREENS } from '../components/ScreenSkeleton';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/language/PageLanguage';

// index.html's frame as the browser meets it: its markup, then its inline script, run as a page would.
// Read with Node's fs, which the shell's types (browser code) do not declare.
const { readFileSync } = jest.requireActual<{ readFileSync: (file: string, encoding: 'utf8') => string }>('node:fs');
const folder = expect.getState().testPath!.replace(/[^/]+$/, '');
const read = (file: string) => readFileSync(`${folder}${file}`, 'utf8');

/** The frame as the build writes it into index.html: with its words in Hindi and Tamil from the shell's catalogues. */
const builtFrame = () => withFrameWords(`${folder}../../../..`, read('frame.html'));

function drawFrame({ url = '/dashboard', systemDark = false } = {}): HTMLElement {
  window.history.replaceState(null, '', url);
  window.matchMedia = ((query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' })) as typeof window.matchMedia;
  document.body.innerHTML = builtFrame();
  new Function(read('frame.js'))();
  return document.getElementById('portal-frame')!;
}

const skeletonLabel = (frame: HTMLElement) => frame.querySelector('.pf-skeleton')!.getAttribute('aria-label');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.cookie = 'sidebar_state=; max-age=0; path=/';
  document.title = '';
});

test('names every screen as the skeleton React draws does, with the dashboard cards only on the dashboard', () => {
  expect(JSON.parse(drawFrame().getAttribute('data-screens')!)).toEqual(SCREENS);
  for (const [screenPath, name] of SCREENS) {
    const frame = drawFrame({ url: `${screenPath}?view=x` });
    expect(skeletonLabel(frame)).toBe(`Loading ${name}`);
    expect(frame.hasAttribute('data-screen')).toBe(screenPath !== '/dashboard');
  }
  expect(skeletonLabel(drawFrame({ url: '/registrations/REG-1' }))).toBe('Loading Registrations');
  expect(drawFrame({ url: '/' }).hasAttribute('data-screen')).toBe(false);
  expect(skeletonLabel(drawFrame({ url: '/nowhere' }))).toBe('Loading the page');
});

test("draws in the remembered theme, else in the operating system's", () => {
  expect(drawFrame().getAttribute('data-theme')).toBe('light');
  expect(drawFrame({ systemDark: true }).getAttribute('data-theme')).toBe('dark');
  localStorage.setItem('admin-portal-theme', 'light');
  expect(drawFrame({ systemDark: true }).getAttribute('data-theme')).toBe('light');
  localStorage.setItem('admin-portal-theme', 'dark');
  expect(drawFrame().getAttribute('data-theme')).toBe('dark');
});

test("the sidebar collapsed as the cookie says, the organisation's name and colours as last seen", () => {
  expect(drawFrame().hasAttribute('data-collapsed')).toBe(false);
  document.cookie = 'sidebar_state=false; path=/';
  localStorage.setItem('admin-portal-branding', JSON.stringify({ name: 'Abacus Trust', primaryColor: '#aa0000' }));
  localStorage.setItem('admin-portal-frame-colours', JSON.stringify({ dark: { main: '#ff8888', text: 'rgba(0, 0, 0, 0.87)' } }));
  const frame = drawFrame();
  expect(frame.hasAttribute('data-collapsed')).toBe(true);
  expect(frame.querySelector('.pf-name')!.textContent).toBe('Abacus Trust');
  expect(document.title).toBe('Abacus Trust');
  expect(frame.style.getPropertyValue('--pf-primary-dark')).toBe('#ff8888');
  expect(frame.style.getPropertyValue('--pf-primary-light')).toBe('');
});

test('unreadable storage leaves the defaults, and a colour that is not one is not written into the style', () => {
  localStorage.setItem('admin-portal-branding', '{not json');
  localStorage.setItem('admin-portal-frame-colours', JSON.stringify({ light: { main: 'red;} body{display:none', text: '#fff' } }));
  const frame = drawFrame();
  expect(frame.querySelector('.pf-name')!.textContent).toBe('Admin Portal');
  expect(frame.style.getPropertyValue('--pf-primary-light')).toBe('');
});

test('shows no person: no name, initials or figure in the frame', () => {
  const frame = drawFrame();
  const words = Array.from(frame.querySelectorAll('p, span'), (element) => element.textContent!.trim()).filter(Boolean);
  expect(words).toEqual(['Admin Portal', 'Admin', 'Dashboard', 'Registrations', 'Payments', 'Audit Trail']);
});

test("the skeleton has the dashboard's four cards and a list's eight rows, as React's", () => {
  const frame = drawFrame();
  expect(frame.querySelectorAll('.pf-card')).toHaveLength(4);
  expect(frame.querySelectorAll('.pf-row')).toHaveLength(8);
});

describe('in the language the portal last spoke in this browser', () => {
  const words = (frame: HTMLElement) => Array.from(frame.querySelectorAll('p, span'), (element) => element.textContent!.trim()).filter(Boolean);

  test.each([
    ['hi-IN', ['एडमिन पोर्टल', 'एडमिन', 'डैशबोर्ड', 'पंजीकरण', 'भुगतान', 'ऑडिट ट्रेल'], 'भुगतान लोड हो रहा है'],
    ['ta-IN', ['நிர்வாகப் போர்ட்டல்', 'நிர்வாகி', 'முகப்புப் பலகை', 'பதிவுகள்', 'கட்டணங்கள்', 'தணிக்கைப் பதிவு'], 'கட்டணங்கள் ஏற்றப்படுகிறது'],
  ])('%s: every word of the frame and the skeleton from the shell catalogue', (language, expected, loadingPayments) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    const frame = drawFrame({ url: '/payments' });
    expect(words(frame)).toEqual(expected);
    expect(skeletonLabel(frame)).toBe(loadingPayments);
    expect(document.documentElement.lang).toBe(language);
    expect(skeletonLabel(drawFrame({ url: '/nowhere' }))).not.toBe('Loading the page');
  });

  test('every word the frame draws has a translation in each language', () => {
    const built = JSON.parse(
      builtFrame()
        .match(/data-words='([^']*)'/)![1]!
        .replaceAll('&#39;', "'")
        .replaceAll('&amp;', '&'),
    );
    const english = [...words(drawFrame()), ...SCREENS.map(([, name]) => name), 'Loading {screen}', 'Loading the page'];
    for (const language of ['hi-IN', 'ta-IN']) expect(Object.keys(built[language]).sort()).toEqual([...new Set(english)].sort());
  });

  test('a language it has no words for, or none remembered, draws it in English; the organisation name still wins', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr-FR');
    expect(words(drawFrame())).toEqual(['Admin Portal', 'Admin', 'Dashboard', 'Registrations', 'Payments', 'Audit Trail']);
    expect(document.documentElement.lang).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi-IN');
    localStorage.setItem('admin-portal-branding', JSON.stringify({ name: 'Abacus Trust', primaryColor: '#aa0000' }));
    expect(drawFrame().querySelector('.pf-name')!.textContent).toBe('Abacus Trust');
  });
});
