import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'db/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/support/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
    ],
    globalSetup: ['tests/setup/global-db.ts'],
    setupFiles: ['tests/setup/fail-on-console.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
