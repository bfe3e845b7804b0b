import { defineConfig } from 'vitest/config';

// Fault tests (issue #16 item 5): real server processes killed, restarted and load-balanced; one file at a time.
export default defineConfig({
  test: {
    include: ['faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
