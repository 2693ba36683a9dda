import { SCREENS } from '../components/ScreenSkeleton';

// index.html's frame as the browser meets it: its markup, then its inline script, run as a page would.
// Read with Node's fs, which the shell's types (browser code) do not declare.
const { readFileSync } = jest.requireActual<{ readFileSync: (file: string, encoding: 'utf8') => string }>('node:fs');
const folder = expect.getState().testPath!.replace(/[^/]+$/, '');
const read = (file: string) => readFileSync(`${folder}${file}`, 'utf8');

function drawFrame({ url = '/dashboard', systemDark = false } = {}): HTMLElement {
  window.history.replaceState(null, '', url);
  window.matchMedia = ((query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' })) as typeof window.matchMedia;
  document.body.innerHTML = read('frame.html');
  new Function(read('frame.js'))();
  return document.getElementById('portal-frame')!;
}

const skeletonLabel = (frame: HTMLElement) => frame.querySelector('.pf-skeleton')!.getAttribute('aria-label');

beforeEach(() => {
  localStorage.clear();
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
