import { describe, expect, it } from 'vitest'
import { workerCount } from './workers.ts'

describe('workerCount', () => {
  const url = 'postgres://shop@127.0.0.1/gemela'

  it('runs one process on the embedded database, whatever WORKERS says', () => {
    expect(workerCount({}, 8)).toBe(1)
    expect(workerCount({ WORKERS: 4 }, 8)).toBe(1)
  })

  it('runs one process per core on PostgreSQL unless WORKERS names another count', () => {
    expect(workerCount({ DATABASE_URL: url }, 8)).toBe(8)
    expect(workerCount({ DATABASE_URL: url }, 2)).toBe(2)
    expect(workerCount({ DATABASE_URL: url, WORKERS: 1 }, 8)).toBe(1)
    expect(workerCount({ DATABASE_URL: url, WORKERS: 3 }, 8)).toBe(3)
  })
})
