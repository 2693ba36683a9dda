// Form tests type into several fields; on a busy machine that outlasts Jest's 5 s default.
module.exports = { ...require('shared/build/jest-preset.cjs'), rootDir: __dirname, testTimeout: 30_000 };
