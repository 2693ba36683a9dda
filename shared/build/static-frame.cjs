// The shell's static frame as index.html carries it (shell/src/app/layout/staticFrame).
const fs = require('node:fs');
const path = require('node:path');
const { translationsOf } = require('./lingui.cjs');

/**
 * The shell's frame (top bar, sidebar, the screen's skeleton) as static HTML with its CSS and the
 * inline script that fits it to this browser: drawn before any script of the bundle has arrived or
 * run, and removed by the portal once React draws the same (shell/src/app/layout/staticFrame). The
 * static server allows the inline script by its hash (tooling/src/serve-static.mjs).
 */
function staticFrame(dir) {
  const read = (file) => fs.readFileSync(path.join(dir, 'src/app/layout/staticFrame', file), 'utf8').trim();
  return { css: read('frame.css'), html: withFrameWords(dir, read('frame.html')), script: read('frame.js') };
}

/**
 * The frame's words (its `data-word` elements, its screens' names and the messages `data-messages`
 * lists) in Hindi and Tamil from the shell's catalogues, in its `data-words` attribute: frame.js
 * draws the frame in the language the portal last spoke in this browser.
 */
function withFrameWords(dir, html) {
  const attribute = (name) => JSON.parse(html.match(new RegExp(`${name}='([^']*)'`))[1]);
  const english = [
    ...[...html.matchAll(/data-word>([^<]+)</g)].map((match) => match[1]),
    ...attribute('data-screens').map(([, name]) => name),
    ...attribute('data-messages'),
  ];
  const words = JSON.stringify(translationsOf(dir, english)).replaceAll('&', '&amp;').replaceAll("'", '&#39;');
  return html.replace('data-words="{}"', `data-words='${words}'`);
}

module.exports = { staticFrame, withFrameWords };
