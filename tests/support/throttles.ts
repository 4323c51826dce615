import { sql } from 'drizzle-orm'
import { throttles } from '#db/schema/throttles.ts'
import { testDb } from '#tests/setup/db.ts'

/**
 * Moves every rate-limit window `seconds` into the past, as if that much time had gone by: the
 * windows are decided by the database's clock, which a test cannot fake.
 */
export async function advanceThrottleClock(seconds: number) {
  const shift = sql`${seconds}::integer * interval '1 second'`
  await testDb()
    .update(throttles)
    .set({
      windowStartedAt: sql`${throttles.windowStartedAt} - ${shift}`,
      lastAt: sql`${throttles.lastAt} - ${shift}`,
      expiresAt: sql`${throttles.expiresAt} - ${shift}`,
    })
}
