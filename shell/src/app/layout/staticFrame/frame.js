// Runs inline, right after the frame's markup and before the first paint: draws the frame in the
// theme, sidebar width and organisation name this browser last saw, with the skeleton of the screen
// the address names. Plain script, no imports: it runs before any bundle has arrived. Reads only what
// the portal keeps for anyone opening it here (no person's name or figures).
/* global document, window, location, localStorage */
(function () {
  var frame = document.getElementById('portal-frame');
  var read = function (key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  var json = function (key) {
    try {
      return JSON.parse(read(key) || 'null');
    } catch {
      return null;
    }
  };
  // As ThemeModeProvider: light, dark, or the operating system's.
  var preference = read('admin-portal-theme');
  var dark = preference === 'dark' || (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  frame.setAttribute('data-theme', dark ? 'dark' : 'light');
  // In the language the portal last spoke in this browser (PageLanguage keeps it), its words from the
  // shell's catalogues (the build writes them into data-words); English where there is none.
  var language = read('admin-portal-language');
  var words = JSON.parse(frame.getAttribute('data-words') || '{}')[language] || {};
  var say = function (text) {
    return Object.prototype.hasOwnProperty.call(words, text) ? words[text] : text;
  };
  if (language && Object.keys(words).length) document.documentElement.lang = language;
  frame.querySelectorAll('[data-word]').forEach(function (element) {
    element.textContent = say(element.textContent);
  });
  // As useSidebarState: the cookie says whether the desktop sidebar is collapsed to icons.
  if (/(?:^|; )sidebar_state=false(?:;|$)/.test(document.cookie)) frame.setAttribute('data-collapsed', '');
  var branding = json('admin-portal-branding');
  if (branding && typeof branding.name === 'string') {
    frame.querySelector('.pf-name').textContent = branding.name;
    document.title = branding.name;
  }
  // The organisation's colour as the theme made it readable, per theme (rememberFrameColours).
  var colours = json('admin-portal-frame-colours') || {};
  ['light', 'dark'].forEach(function (mode) {
    var colour = colours[mode];
    if (!colour || !/^[#\w(),. ]+$/.test(colour.main + colour.text)) return;
    frame.style.setProperty('--pf-primary-' + mode, colour.main);
    frame.style.setProperty('--pf-on-primary-' + mode, colour.text);
  });
  // As ScreenSkeleton: four cards, eight rows (the markup carries one of each).
  var repeat = function (selector, times) {
    var first = frame.querySelector(selector);
    for (var copy = 1; copy < times; copy += 1) first.parentNode.appendChild(first.cloneNode(true));
  };
  repeat('.pf-card', 4);
  repeat('.pf-row', 8);
  // As ScreenSkeleton: the screen's name, then the dashboard's cards or a list's rows.
  var path = location.pathname === '/' ? '/dashboard' : location.pathname;
  var screens = JSON.parse(frame.getAttribute('data-screens'));
  var screen = screens.find(function (entry) {
    return path === entry[0] || path.indexOf(entry[0] + '/') === 0;
  });
  var loading = screen ? say('Loading {screen}').replace('{screen}', say(screen[1])) : say('Loading the page');
  frame.querySelector('.pf-skeleton').setAttribute('aria-label', loading);
  if (!screen || screen[0] !== '/dashboard') frame.setAttribute('data-screen', 'list');
})();
