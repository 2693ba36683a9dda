// Component tests type and click through whole dialogs; on a busy machine they outlast 5 s.
module.exports = { ...require('shared/build/jest-preset.cjs'), rootDir: __dirname, testTimeout: 60_000 };
