import { defineConfig } from '@playwright/test';

/** The app served the way `npm start` serves it (on a fresh embedded database), on loopback only. */
export const E2E_PORT = 4180;

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
  webServer: {
    command: `DATA_DIR="$(mktemp -d)" HOST=127.0.0.1 PORT=${E2E_PORT} node cli/bin.mjs serve`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
