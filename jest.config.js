/** One jest run over every package; each package is a project with its own environment. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  // Resolve shared-contracts to its TypeScript source, as the bundler does.
  testEnvironmentOptions: { customExportConditions: ['store-source', 'browser', 'require', 'default'] },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.browser.js'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // ESM only: jotai 3; cookie 2 and content-disposition, for the site server's tests (fastify's
  // inject, @fastify/static).
  transformIgnorePatterns: ['/node_modules/(?!(jotai|cookie|content-disposition)/)'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': 'identity-obj-proxy',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
});

const apiProject = (name, tests) => ({
  displayName: name,
  rootDir: '<rootDir>/api',
  testEnvironment: 'node',
  // Longer hook and test timeouts: each file starts a server over a fresh database.
  setupFilesAfterEnv: ['<rootDir>/src/test/jest.setup.ts'],
  testEnvironmentOptions: { customExportConditions: ['store-source', 'node', 'require', 'default'] },
  // .cjs too: PGlite's CommonJS build loads node built-ins with import(), which jest's vm only allows
  // with --experimental-vm-modules; compiled, those become require().
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.cjs$': swc },
  // ESM-only packages: cookie 2 (fastify's inject), content-disposition
  // (@fastify/static); and PGlite (see above).
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|@electric-sql)/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  ...tests,
});

/** The bench's own logic (its judgements of the budgets), on its scripts as they are: ES modules, compiled like the rest. */
const benchProject = {
  displayName: 'bench',
  rootDir: '<rootDir>/bench',
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['store-source', 'node', 'require', 'default'] },
  transform: { '^.+\\.(m?j|t)sx?$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['**/*.test.mjs'],
};

/**
 * The tests that run the API as a process of its own and load it for a minute, kill it or stop it
 * with SIGTERM, and those that run `npm run slice` as a process (api-processes). `npm run test:unit`
 * runs every other file on all cores first, then these one at a time on a machine to themselves:
 * their checks hold a busy server to its latency, its memory and what it answers, which other
 * tests on the same two cores would disturb. `npm run slice` imports shared-contracts as built, so
 * `npm run test:unit` builds it before these.
 */
const API_PROCESS_TESTS =
  '/src/(reliability/(overload|crash|shutdown)|releases/(slice-cli|weak-token-start))\\.test\\.ts$';

export default {
  projects: [
    browserProject('shared-contracts'),
    browserProject('store-runtime'),
    browserProject('store-ui'),
    browserProject('shell'),
    browserProject('mf-catalog'),
    browserProject('mf-cart-checkout'),
    browserProject('mf-account'),
    browserProject('mf-admin'),
    benchProject,
    apiProject('api', { testPathIgnorePatterns: ['/node_modules/', '/dist/', API_PROCESS_TESTS] }),
    apiProject('api-processes', { testRegex: API_PROCESS_TESTS }),
  ],
};
