import { describe, expect, test } from 'vitest'
import { throttles } from '#db/schema/throttles.ts'
import { consumeThrottle, consumeThrottles, deleteExpiredThrottles, hashThrottleKey, peekThrottle, resetThrottle } from '#app/modules/throttle/throttle.server.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { advanceThrottleClock as travel } from '#tests/support/throttles.ts'

const { db } = useTestDatabase()

const rule = { limit: 3, windowSeconds: 3600 }

describe('throttle', () => {
  test('allows `limit` attempts per window, refuses the next with the time left, and counts every one', async () => {
    const results = []
    for (let i = 0; i < 5; i++) results.push(await consumeThrottle('test:a', rule))
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false, false])
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5])
    expect(results[0]!.retryAfterSeconds).toBe(0)
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(3590)
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(3600)

    // Another key has its own count.
    expect(await consumeThrottle('test:b', rule)).toEqual({ ok: true, count: 1, retryAfterSeconds: 0 })

    await travel(1800)
    expect((await consumeThrottle('test:a', rule)).retryAfterSeconds).toBeLessThanOrEqual(1800)
    // Once the window has ended a new one starts at this attempt.
    await travel(1801)
    expect(await consumeThrottle('test:a', rule)).toEqual({ ok: true, count: 1, retryAfterSeconds: 0 })
  })

  test('concurrent attempts never share the last slot (one atomic statement)', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeThrottle('test:race', { limit: 5, windowSeconds: 60 })))
    expect(results.filter((r) => r.ok)).toHaveLength(5)
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })

  test('stores only the sha256 of the key: no e-mail address in the table', async () => {
    await consumeThrottle('newsletter:recipient:ana@example.com', rule)
    const rows = await db().select({ key: throttles.key }).from(throttles)
    expect(rows).toEqual([{ key: hashThrottleKey('newsletter:recipient:ana@example.com') }])
    expect(rows[0]!.key).toMatch(/^[0-9a-f]{64}$/)
    // Any key, however long, fits.
    expect((await consumeThrottle('x'.repeat(10_000), rule)).ok).toBe(true)
  })

  test('peek reads without counting; reset forgets', async () => {
    expect(await peekThrottle('test:p')).toBeNull()
    await consumeThrottle('test:p', rule)
    await consumeThrottle('test:p', rule)
    const seen = await peekThrottle('test:p')
    expect(seen).toMatchObject({ count: 2 })
    expect(seen!.windowStartedAt).toBeInstanceOf(Date)
    expect(seen!.lastAt.getTime()).toBeGreaterThanOrEqual(seen!.windowStartedAt.getTime())
    expect(await peekThrottle('test:p')).toMatchObject({ count: 2 })

    // A window that has ended counts for nothing, even before the clean-up deletes its row.
    await travel(rule.windowSeconds)
    expect(await peekThrottle('test:p')).toBeNull()
    await consumeThrottle('test:p', rule)
    expect(await peekThrottle('test:p')).toMatchObject({ count: 1 })

    await resetThrottle('test:p')
    expect(await peekThrottle('test:p')).toBeNull()
    expect((await consumeThrottle('test:p', rule)).count).toBe(1)
  })

  test('several rules: the first refusal stops, later keys are not counted', async () => {
    const perClient = { key: 'test:client', rule: { limit: 1, windowSeconds: 60 } }
    const perRecipient = { key: 'test:recipient', rule: { limit: 5, windowSeconds: 60 } }
    expect((await consumeThrottles([perClient, perRecipient])).ok).toBe(true)
    expect(await consumeThrottles([perClient, perRecipient])).toMatchObject({ ok: false, count: 2 })
    expect(await consumeThrottles([perClient, perRecipient])).toMatchObject({ ok: false, count: 3 })
    expect(await peekThrottle('test:recipient')).toMatchObject({ count: 1 })
  })

  test('clean-up deletes only rows whose window has ended', async () => {
    await consumeThrottle('test:short', { limit: 1, windowSeconds: 60 })
    await consumeThrottle('test:long', { limit: 1, windowSeconds: 3600 })
    await travel(120)
    expect(await deleteExpiredThrottles()).toBe(1)
    expect(await peekThrottle('test:short')).toBeNull()
    expect(await peekThrottle('test:long')).toMatchObject({ count: 1 })
  })

  test('a rule that makes no sense is a programming error, not a silent pass', async () => {
    await expect(consumeThrottle('test:x', { limit: 1, windowSeconds: 0 })).rejects.toThrow(/window/)
    await expect(consumeThrottle('test:x', { limit: -1, windowSeconds: 10 })).rejects.toThrow(/limit/)
  })
})
