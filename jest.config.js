/** @type {import('jest').Config} */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  transformIgnorePatterns: ['/node_modules/'],
  setupFiles: ['reflect-metadata'],
  // Hooks (app start, scenarios) are bounded apart from tests: test/helpers/hook-timeout.ts; set-up
  // costs are recorded for `npm run test:profile`: test/helpers/record-timings.ts.
  setupFilesAfterEnv: ['<rootDir>/test/helpers/hook-timeout.ts', '<rootDir>/test/helpers/record-timings.ts'],
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
  // TEST_ORDER=path or reverse: files in that order (test/helpers/sequencer.js), to prove none depends on another.
  ...(process.env.TEST_ORDER ? { testSequencer: '<rootDir>/test/helpers/sequencer.js' } : {}),
};
