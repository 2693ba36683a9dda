import { browserSessionEnded, endBrowserSession, startBrowserSession } from './browserSession';

/** What a browser keeps across a restart: storage, not the cookies without an expiry date. */
function restartBrowser() {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
}

afterEach(() => {
  endBrowserSession();
  localStorage.clear();
});

test('a session without Remember me lasts while the browser is open and is over once it has closed', () => {
  startBrowserSession(false);
  expect(browserSessionEnded()).toBe(false);
  restartBrowser();
  expect(browserSessionEnded()).toBe(true);
});

test('a remembered session outlives the browser, also when one without came before it', () => {
  startBrowserSession(false);
  startBrowserSession(true);
  restartBrowser();
  expect(browserSessionEnded()).toBe(false);
});

test('after signing out nothing is left to end', () => {
  startBrowserSession(false);
  endBrowserSession();
  restartBrowser();
  expect(browserSessionEnded()).toBe(false);
});
