// Browser tests: Debian Chromium driven by playwright-core against the real built product.
module.exports = {
  rootDir: __dirname,
  displayName: 'browser',
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
  },
  testMatch: ['<rootDir>/tests/**/*.e2e.test.ts'],
  testTimeout: 60_000,
  slowTestThreshold: 30,
};
