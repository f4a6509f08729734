import { defineConfig } from '@playwright/test';
import { PORT } from './tests/e2e/brandHosts.ts';

/** The app served the way `npm start` serves it (on a fresh database, see SERVE), on loopback only. */
export const E2E_PORT = PORT;
/** A local OAuth provider the app is set up to use for "Continue with Google". */
export const FAKE_OAUTH_PORT = E2E_PORT + 1;
const FAKE_OAUTH = `http://127.0.0.1:${FAKE_OAUTH_PORT}`;
/** The partner cloud's shared secret, so the tests can sign hand-over tokens. */
export const CLOUD_SSO = {
  secret: 'e2e-partner-cloud-secret-0123456789abcdef',
  issuer: 'e2e-cloud',
};

const APP_ENV = [
  'DATA_DIR="$(mktemp -d)"',
  'HOST=127.0.0.1',
  `PORT=${E2E_PORT}`,
  `OAUTH_GOOGLE_AUTHORIZE_URL=${FAKE_OAUTH}/authorize`,
  `OAUTH_GOOGLE_TOKEN_URL=${FAKE_OAUTH}/token`,
  `OAUTH_GOOGLE_USERINFO_URL=${FAKE_OAUTH}/userinfo`,
  'OAUTH_GOOGLE_CLIENT_ID=abhyas',
  'OAUTH_GOOGLE_CLIENT_SECRET=fake-provider-secret',
  `CLOUD_SSO_SECRET=${CLOUD_SSO.secret}`,
  `CLOUD_SSO_ISSUER=${CLOUD_SSO.issuer}`,
].join(' ');

/**
 * The database under test: a fresh SQLite file by default; E2E_DATABASE=postgres serves on a
 * PostgreSQL database made from TEST_DATABASE_URL for this run alone (`npm test` runs both).
 */
const E2E_DATABASE = process.env.E2E_DATABASE ?? 'sqlite';
if (E2E_DATABASE !== 'sqlite' && E2E_DATABASE !== 'postgres')
  throw new Error(`E2E_DATABASE must be sqlite or postgres, not ${E2E_DATABASE}`);
const SERVE =
  E2E_DATABASE === 'postgres'
    ? 'node --import tsx tests/e2e/serveOnFreshDatabase.ts postgres'
    : 'node cli/bin.mjs serve';
/** Time to stop the server and drop its PostgreSQL database before Playwright kills what is left. */
const STOP_TIMEOUT_MS = 15_000;

export default defineConfig({
  testDir: 'tests/e2e',
  // Apart, so the second run of `npm test` keeps the first one's traces.
  outputDir: E2E_DATABASE === 'postgres' ? 'test-results/postgres' : 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // CI machines differ two- to threefold in speed from one run to the next: a journey's waits
  // allow for the slow ones (speed itself is measured by bench/, never here).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Debian's chromium: Playwright's own browser download cannot run on these machines.
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      command: `npx tsx tests/fakes/runFakeOAuthProvider.ts ${FAKE_OAUTH_PORT}`,
      url: `${FAKE_OAUTH}/userinfo`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `${APP_ENV} ${SERVE}`,
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      // A signal it can act on (Playwright's default is SIGKILL), so the database is dropped.
      gracefulShutdown: { signal: 'SIGTERM', timeout: STOP_TIMEOUT_MS },
    },
  ],
});
