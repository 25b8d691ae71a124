// One Jest, three tiers. ESM throughout (NestJS 12 is ESM-only), TypeScript through @swc/jest.
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^@intake/(contracts|machines|event-store|config|logging|queue|blob-store|guide-engine)/testing$': '<rootDir>/libs/$1/src/testing/index.ts',
    '^@intake/contracts/http$': '<rootDir>/libs/contracts/src/http/api-routes.ts',
    '^@intake/event-store/nest$': '<rootDir>/libs/event-store/src/nest/index.ts',
    '^@intake/queue/webhooks$': '<rootDir>/libs/queue/src/webhooks/index.ts',
    '^@intake/(contracts|machines|event-store|config|logging|queue|blob-store|guide-engine)$': '<rootDir>/libs/$1/src/index.ts',
    '^@intake/api$': '<rootDir>/apps/api/src/index.ts',
    '^@intake/worker/testing$': '<rootDir>/apps/worker/src/testing/index.ts',
    '^@intake/worker$': '<rootDir>/apps/worker/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': '<rootDir>/tools/jest/style-stub.js',
  },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/.data/'],
  rootDir: '.',
};

export default {
  maxWorkers: 2,
  // A worker that grew past this after a test file is replaced: ESM test modules (vm modules) are
  // not all released between files, and a worker reached 4.3 GB and ran out of memory in a whole run.
  workerIdleMemoryLimit: '1536MB',
  // Per-project testTimeout is ignored by Jest; int and e2e suites talk to real services.
  testTimeout: 60000,
  reporters: ['default', '<rootDir>/tools/jest/summary-reporter.js'],
  projects: [
    { ...shared, displayName: 'unit', setupFiles: ['<rootDir>/tools/jest/dom-globals.js'], testMatch: ['<rootDir>/{apps,libs,tools}/**/src/**/*.spec.ts?(x)'], testPathIgnorePatterns: ['\\.int\\.spec\\.ts$', '/node_modules/'] },
    { ...shared, displayName: 'int', testMatch: ['<rootDir>/{apps,libs,tools}/**/src/**/*.int.spec.ts'] },
    { ...shared, displayName: 'e2e', setupFilesAfterEnv: ['<rootDir>/tools/jest/slow-tier.js'], testMatch: ['<rootDir>/apps/web/e2e/**/*.e2e.spec.ts'] },
  ],
};
