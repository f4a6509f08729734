import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit and CLI tests. DOM tests opt into happy-dom with a `@vitest-environment` comment. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/cli/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/unit/setup/quietBeacons.ts'],
    testTimeout: 30_000,
  },
});
