// One Jest run over every package's unit, component and server tests.
// Browser tests live in e2e/ and run with their own config (e2e/jest.config.cjs).
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }];

const webProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: {
    '^@exchange/shared$': '<rootDir>/../shared/src/index.ts',
    '^@exchange/shared/(.*)$': '<rootDir>/../shared/src/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

module.exports = {
  // Component tests type into forms with user-event: on a 2-core machine that is also building
  // or running the server suites, one such test took 5-6 s and the 5 s default failed it.
  testTimeout: 20_000,
  projects: [
    webProject('shared'),
    webProject('shell'),
    webProject('remote-public'),
    webProject('remote-spot'),
    webProject('remote-personal'),
    webProject('remote-assets'),
    webProject('remote-lever'),
    webProject('remote-second'),
    webProject('remote-p2p'),
    {
      // The operator commands (pnpm release, pnpm remotes), run as child processes.
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': tsJest },
      testMatch: ['<rootDir>/test/**/*.test.ts'],
    },
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': tsJest },
      moduleNameMapper: {
        '^@exchange/shared/contract/p2p$': '<rootDir>/../shared/src/contract/p2p.ts',
        '^@exchange/shared/contract/ieo$': '<rootDir>/../shared/src/contract/ieo.ts',
        '^@exchange/shared/contract/lever$': '<rootDir>/../shared/src/contract/lever.ts',
        '^@exchange/shared/contract/personal$': '<rootDir>/../shared/src/contract/personal.ts',
        '^@exchange/shared/contract/second$': '<rootDir>/../shared/src/contract/second.ts',
        '^@exchange/shared/contract/uid-transfer$':
          '<rootDir>/../shared/src/contract/uid-transfer.ts',
        '^@exchange/shared/contract$': '<rootDir>/../shared/src/contract/index.ts',
      },
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};
