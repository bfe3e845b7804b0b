import { defineConfig } from 'vitest/config';
import { picketStrings } from './vite.config.ts';

// Unit tests for core/, service and API tests for server/ (against a real database), component tests for web/.
export default defineConfig({
  plugins: [picketStrings()], // web/lib/i18n.ts imports the strings' sections
  test: {
    include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: ['web/test/browser-test-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
