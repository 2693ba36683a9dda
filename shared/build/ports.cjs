// The portal's local ports, written once: the dev servers (webpack.cjs), `npm start` and the
// browser tests (tooling/src/portal.mjs, each moving them by an offset).
module.exports = {
  shell: 3000,
  'mfe-dashboard': 3001,
  'mfe-registrations': 3002,
  'mfe-payments': 3003,
  'mfe-settings': 3004,
  api: 4000,
};
