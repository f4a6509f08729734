import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit and CLI tests. DOM tests opt into happy-dom with a `@vitest-environment` comment. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/cli/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/unit/setup/quietBeacons.ts', 'tests/unit/setup/patientQueries.ts'],
    // Two files at a time, not vitest's default of one fewer than the cores (one on CI's two):
    // API files spend much of their time waiting on the database.
    maxWorkers: 2,
    testTimeout: 30_000,
    // A suite's set-up makes a database and signs families up (argon2): slow on a busy 2-core box.
    hookTimeout: 60_000,
  },
});
