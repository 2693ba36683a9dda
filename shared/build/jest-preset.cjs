// The Jest setup every browser module uses: jsdom with fetch, swc for TypeScript,
// and `shared/...` resolved to the workspace source.
const path = require('node:path');

const { linguiSwcPlugin, SWC_PLUGIN_CACHE } = require('./lingui.cjs');

const sharedSrc = path.resolve(__dirname, '../src');

module.exports = {
  testEnvironment: require.resolve('./jest-environment.cjs'),
  // msw/node is not in the 'browser' build jsdom asks for by default.
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
    '^.+\\.m?(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
          experimental: { plugins: [linguiSwcPlugin()], cacheRoot: SWC_PLUGIN_CACHE },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // MSW's ES-module-only dependencies, compiled to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|rettime/|until-async/|@open-draft/deferred-promise/)'],
  // As shared's package exports: its build files as they are (container-name), the rest from src.
  moduleNameMapper: { '^shared/build/(.*)$': `${__dirname}/$1`, '^shared/(.*)$': `${sharedSrc}/$1` },
  setupFilesAfterEnv: [require.resolve('./jest-setup.cjs')],
  // The API calls the tests make, kept for the API's suite (api-call-log.cjs).
  globalSetup: require.resolve('./jest-global-setup.cjs'),
  globalTeardown: require.resolve('./jest-global-teardown.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // Component tests render whole screens and type through dialogs; on a loaded machine (CI runs
  // beside other work) one outlasted Jest's 5 s default. A bound for a test that hangs, not a wait.
  testTimeout: 60_000,
};
