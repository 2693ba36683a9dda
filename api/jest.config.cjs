const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(ts|js|cjs|mjs)$': swc,
  },
  // PGlite loads Node modules with import(), which Jest's sandbox refuses without
  // --experimental-vm-modules; compiled to CommonJS like our own code, the imports become requires.
  // content-disposition (of @fastify/static, under the API's docs page) is ES modules only: Node
  // requires it as it is, Jest's sandbox only once it is compiled the same way.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@electric-sql|content-disposition))'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Seeding a fresh database per suite and per engine takes a few seconds.
  testTimeout: 60_000,
};
