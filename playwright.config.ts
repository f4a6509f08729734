import { defineConfig } from '@playwright/test';

/** The app served the way `npm start` serves it (on a fresh embedded database), on loopback only. */
export const E2E_PORT = 4180;
/** A local OAuth provider the app is set up to use for "Continue with Google". */
export const FAKE_OAUTH_PORT = 4181;
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

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
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
      command: `${APP_ENV} node cli/bin.mjs serve`,
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
