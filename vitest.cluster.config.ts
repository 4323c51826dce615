import { defineConfig } from 'vitest/config'

/**
 * `npm run test:cluster`: the shop on two nodes behind nginx (tests/cluster/), apart from the unit
 * and integration tests: it needs nginx, PostgreSQL (DATABASE_URL or its binaries) and a production
 * build, and owns the machine's cores for a couple of minutes.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
  },
})
