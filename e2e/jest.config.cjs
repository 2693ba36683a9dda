module.exports = {
  rootDir: __dirname,
  // Node's, plus a screenshot of every open page when a test fails (failure-shots/).
  testEnvironment: '<rootDir>/src/failureShotsEnvironment.ts',
  transform: {
    '^.+\\.ts$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  globalSetup: '<rootDir>/src/globalSetup.mjs',
  globalTeardown: '<rootDir>/src/globalTeardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/src/perFileSetup.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
