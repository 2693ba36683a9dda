module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
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
