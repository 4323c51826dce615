import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, desc, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PATTERN_MAX_ATTEMPTS, runDuePatternJobs, startPatternWorker, type PatternRenderer } from '#app/modules/atelier/pattern-jobs.server.ts'
import { recordPaymentReceived } from '#app/modules/checkout/payment-received.server.ts'
import { action as orderAction, loader as orderLoader } from '#app/routes/admin/order.tsx'
import { auditLog, fabrics, orderItems, orders, patternJobs, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/*
 * Issue 35 follow-up (docs/atelier.md#drafting-after-payment): a pattern the worker gave up on, or
 * one waiting hours for its next try, is drafted again from the admin's order page — its job back
 * to pending, due now, its attempts counted afresh, its last error kept until it succeeds, the
 * change audited and this process's worker woken, which drafts it within seconds. Refused, with
 * nothing written, for a drafted pattern, an item of another order, an unpaid order; admins only.
 */

const mediaDir = mkdtempSync(path.join(tmpdir(), 'gemela-pattern-retry-'))
process.env.MEDIA_DIR = mediaDir
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

const { db } = useTestDatabase()
const { guestWithShirt, placeOrder } = checkoutJourney(db)
const log = { error: () => {} }
const failing: PatternRenderer = () => Promise.reject(new Error('media storage unreachable'))
let admin: { cookie: string; userId: string }
let stopWorker: (() => void) | undefined

beforeEach(async () => {
  admin = await createSignedInCustomer(`taller-${Math.random().toString(36).slice(2, 8)}@gemela.es`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
})
afterEach(() => stopWorker?.())

let fabricCursor = 0
/** A guest's shirt (product 7, size M) ordered by transfer, each in a fabric of its own (a combination sells once). */
async function placed() {
  const all = await db()
    .select({ slug: fabrics.slug })
    .from(fabrics)
    .where(sql`${fabrics.stockMetres} >= 5`)
    .orderBy(asc(fabrics.id))
  const { cookie } = await guestWithShirt(all[fabricCursor++ % all.length]!.slug)
  const res = await placeOrder(cookie, {}, 'transfer')
  if (res.status !== 302) throw new Error(`placing refused: ${res.status} ${JSON.stringify(res.data)}`)
  const [order] = await db().select().from(orders).orderBy(desc(orders.placedAt)).limit(1)
  const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id))
  return { order: order!, item: item! }
}

const paid = (orderId: string) => recordPaymentReceived(orderId, null, { actor: 'admin', actorId: admin.userId, note: 'bank transfer received' })
const jobOf = async (orderId: string) => (await db().select().from(patternJobs).where(eq(patternJobs.orderId, orderId)))[0]!
const audits = () => db().select().from(auditLog).where(eq(auditLog.action, 'order.redraftPattern'))
const redraft = (number: string, item: string, cookie = admin.cookie) =>
  call(() => orderAction(routeArgs(formRequest(`/admin/orders/${number}`, { intent: 'redraftPattern', item }, { cookie }), { number }) as never))
const pageOf = async (number: string) =>
  (await call(() => orderLoader(routeArgs(getRequest(`/admin/orders/${number}`, { cookie: admin.cookie }), { number }) as never))).data as {
    patterns: { state: string; reason?: string | null }[]
  }

/** A paid order whose pattern failed its five attempts (the drawing refused every time), as the worker leaves it. */
async function failedFiveTimes() {
  const placedOrder = await placed()
  await paid(placedOrder.order.id)
  let at = Date.now()
  for (let attempt = 1; attempt <= PATTERN_MAX_ATTEMPTS; attempt++) {
    expect(await runDuePatternJobs(log, new Date(at), 5, failing)).toEqual({ done: 0, failed: 1 })
    at += 3 * 3_600_000
  }
  expect(await jobOf(placedOrder.order.id)).toMatchObject({ status: 'failed', attempts: PATTERN_MAX_ATTEMPTS, lastError: 'media storage unreachable' })
  return placedOrder
}

describe('drafting a pattern again', () => {
  it('a job failed five times: the action makes it pending and due with its reason kept, audits it, and the woken worker drafts it (files kept)', async () => {
    const { order, item } = await failedFiveTimes()
    expect((await pageOf(order.number)).patterns[0]).toMatchObject({ state: 'failed', reason: 'media storage unreachable' })

    // The worker runs here as on a node: its own round an hour away, so only being woken drafts it soon.
    stopWorker = startPatternWorker(log, 3_600_000)
    // Its first round (at start) finds nothing due: the job is failed.
    await vi.waitFor(async () => expect((await jobOf(order.id)).attempts).toBe(PATTERN_MAX_ATTEMPTS), { timeout: 2_000 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await jobOf(order.id)).status).toBe('failed')

    const before = Date.now()
    const res = await redraft(order.number, item.id)
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ ok: true, intent: 'redraftPattern' })
    const queued = await jobOf(order.id)
    // Pending and due (or already claimed by the woken worker, which counts its attempt and takes a lease).
    if (queued.status === 'pending' && queued.attempts === 0) {
      expect(queued.runAfter.getTime()).toBeLessThanOrEqual(Date.now())
      expect(queued.runAfter.getTime()).toBeGreaterThanOrEqual(before - 1_000)
      expect(queued.lastError).toBe('media storage unreachable')
      // The page says it is being drafted (the reason stays on the job until it succeeds).
      expect((await pageOf(order.number)).patterns[0]).toMatchObject({ state: 'pending', reason: null })
    } else expect(queued.attempts).toBeLessThanOrEqual(1)

    const [audit] = await audits()
    expect(audit).toMatchObject({ actorId: admin.userId, entityType: 'order', entityId: order.number })
    expect(audit!.after).toMatchObject({ pattern: { orderItemId: item.id, was: { status: 'failed', attempts: PATTERN_MAX_ATTEMPTS, lastError: 'media storage unreachable' } } })

    // Woken, the worker drafts it within seconds: done, its reason cleared, its three files kept.
    await vi.waitFor(async () => expect((await jobOf(order.id)).status).toBe('done'), { timeout: 15_000, interval: 100 })
    const done = await jobOf(order.id)
    expect(done).toMatchObject({ attempts: 1, lastError: null })
    const stored = readdirSync(mediaDir, { recursive: true }).map(String)
    expect(Object.keys(done.files!).sort()).toEqual(['a0', 'a4', 'svg'])
    for (const name of Object.values(done.files!)) expect(stored.some((f) => f.endsWith(name))).toBe(true)
    expect((await pageOf(order.number)).patterns[0]).toMatchObject({ state: 'done' })
  })

  it('a pending job waiting for its next try is made due now, its attempts counted afresh', async () => {
    const { order, item } = await placed()
    await paid(order.id)
    const now = new Date()
    await runDuePatternJobs(log, now, 5, failing)
    await runDuePatternJobs(log, new Date(now.getTime() + 61_000), 5, failing)
    expect(await jobOf(order.id)).toMatchObject({ status: 'pending', attempts: 2 })
    expect((await jobOf(order.id)).runAfter.getTime()).toBeGreaterThan(Date.now() + 60_000)

    expect((await redraft(order.number, item.id)).status).toBe(200)
    const job = await jobOf(order.id)
    expect(job).toMatchObject({ status: 'pending', attempts: 0, lastError: 'media storage unreachable' })
    expect(job.runAfter.getTime()).toBeLessThanOrEqual(Date.now())
    expect((await pageOf(order.number)).patterns[0]).toEqual({ position: 1, state: 'pending', reason: null, retryAt: null })
    // Due now: the next round drafts it.
    expect(await runDuePatternJobs(log)).toEqual({ done: 1, failed: 0 })
  })

  it('refused with a message and nothing written: a drafted pattern, another order’s item, an unpaid order; a customer gets 403', async () => {
    const failed = await failedFiveTimes()
    const drafted = await placed()
    await paid(drafted.order.id)
    expect(await runDuePatternJobs(log)).toEqual({ done: 1, failed: 0 })
    const unpaid = await placed()
    const snapshot = async () => ({ failed: await jobOf(failed.order.id), drafted: await jobOf(drafted.order.id), audits: (await audits()).length })
    const before = await snapshot()

    const done = await redraft(drafted.order.number, drafted.item.id)
    expect(done.status).toBe(409)
    expect(done.data).toMatchObject({ ok: false, intent: 'redraftPattern', errors: { form: 'patternDone' } })

    // The failed item, asked through another order's page.
    const other = await redraft(drafted.order.number, failed.item.id)
    expect(other.status).toBe(404)
    expect(other.data).toMatchObject({ errors: { form: 'patternItem' } })
    expect((await redraft(failed.order.number, 'not-an-item')).data).toMatchObject({ errors: { form: 'patternItem' } })
    expect((await redraft(failed.order.number, '')).status).toBe(404)

    const notPaid = await redraft(unpaid.order.number, unpaid.item.id)
    expect(notPaid.status).toBe(409)
    expect(notPaid.data).toMatchObject({ errors: { form: 'patternUnpaid' } })

    const customer = await createSignedInCustomer()
    expect((await redraft(failed.order.number, failed.item.id, customer.cookie)).status).toBe(403)
    // Another site's form is refused before anything is read.
    const forged = await call(() =>
      orderAction(
        routeArgs(
          formRequest(`/admin/orders/${failed.order.number}`, { intent: 'redraftPattern', item: failed.item.id }, { cookie: admin.cookie, origin: 'https://evil.example' }),
          {
            number: failed.order.number,
          },
        ) as never,
      ),
    )
    expect(forged.status).toBe(403)

    expect(await snapshot()).toEqual(before)
    expect(await jobOf(unpaid.order.id)).toBeUndefined()
  })
})
