import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expireHolds, remindHolds, sweepHolds } from '#app/modules/checkout/holds.server.ts'
import { orderMailRenderers } from '#app/modules/checkout/order-mails.server.ts'
import { recordPaymentReceived } from '#app/modules/checkout/payment-received.server.ts'
import { sendDueMail } from '#app/modules/mail/outbox.server.ts'
import { clearStoreSettingsCache, updateStoreSettings } from '#app/modules/store/settings.server.ts'
import { fabricLocks, mailOutbox, orders } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'

/*
 * Issue 32, item 9: an unpaid transfer order does not expire in silence. With the clock moved (the
 * sweep and the outbox are handed a later `now`), she gets one reminder in the last day of her hold
 * (`holds.transferReminderHours`) and one message when it expires and the fabrics are released, in
 * her language, however often the sweep runs (every process of a cluster runs it, every minute).
 */

const { db } = useTestDatabase()
const { guestWithShirt, placeOrder } = checkoutJourney(db)
const sink = useMailSink()
const saved = process.env.PAYMENTS_TEST
beforeAll(() => {
  process.env.PAYMENTS_TEST = '1' // the test card on PostgreSQL too (the last test)
})
afterAll(() => {
  if (saved === undefined) delete process.env.PAYMENTS_TEST
  else process.env.PAYMENTS_TEST = saved
})
const hours = (n: number) => new Date(Date.now() + n * 3_600_000)

async function placedTransfer() {
  const { cookie } = await guestWithShirt()
  const res = await placeOrder(cookie, {}, 'transfer')
  if (res.status !== 302) throw new Error(`placing refused: ${res.status}`)
  const [order] = await db().select().from(orders)
  return order!
}

/** Sends what is due at `now` and gives the subjects of what left. */
async function deliver(now: Date) {
  const before = sink().messages.length
  await sendDueMail(orderMailRenderers, now)
  return sink()
    .messages.slice(before)
    .map((m) => m.subject)
}

describe('a transfer order’s hold', () => {
  it('is reminded once in its last 24 hours and told once when it expires and the fabrics are released', async () => {
    const order = await placedTransfer()
    await deliver(new Date())
    const deadline = order.holdExpiresAt!
    expect(deadline.getTime() - order.placedAt.getTime()).toBe(3 * 86_400_000)

    // Two days in: nothing yet.
    await sweepHolds(hours(47))
    expect(await deliver(hours(47))).toEqual([])

    // 49 hours in: the reminder, once, however many sweeps run (two processes at once, then a restart).
    await Promise.all([sweepHolds(hours(49)), sweepHolds(hours(49))])
    await sweepHolds(hours(50))
    expect(await deliver(hours(50))).toEqual([`Tu reserva termina pronto — pedido ${order.number}`])
    const reminder = sink().messages.find((m) => m.subject.startsWith('Tu reserva'))!
    expect(reminder.to).toBe('ana@example.com')
    expect(reminder.text).toContain(`Aún no nos ha llegado la transferencia de`)
    expect(reminder.text).toMatch(/Reservamos tus tejidos hasta el \p{L}+, \d+ de \p{L}+, \d\d:\d\d\./u)
    expect(reminder.text).toContain('IBAN: ES91 2100 0418 4502 0005 1332')
    expect(reminder.text).toContain(`Concepto: ${order.number}`)
    expect(reminder.text).toContain('Manga: ')
    expect(reminder.html).toContain('ES91 2100 0418 4502 0005 1332')
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'hold-reminder'))).toHaveLength(1)

    // Its end: the order expires, its fabric is for sale again, and she is told once.
    expect(await db().select().from(fabricLocks)).toHaveLength(1)
    await Promise.all([sweepHolds(hours(73)), sweepHolds(hours(73))])
    await sweepHolds(hours(74))
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('expired')
    expect(await db().select().from(fabricLocks)).toHaveLength(0)
    expect(await deliver(hours(74))).toEqual([`Tu pedido ${order.number} ha caducado`])
    const expired = sink().messages.find((m) => m.subject.includes('caducado'))!
    expect(expired.text).toContain(`No nos llegó el pago de tu pedido ${order.number} a tiempo, así que ha caducado y sus tejidos vuelven a estar a la venta.`)
    expect(expired.text).toContain('No te hemos cobrado nada.')
    expect(expired.text).toContain('/collection?lng=es')
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-expired'))).toHaveLength(1)
  })

  it('in her language', async () => {
    const order = await placedTransfer()
    await db().update(orders).set({ locale: 'en' }).where(eq(orders.id, order.id))
    await deliver(new Date())
    await sweepHolds(hours(49))
    expect(await deliver(hours(49))).toEqual([`Your hold ends soon — order ${order.number}`])
    await sweepHolds(hours(73))
    expect(await deliver(hours(73))).toEqual([`Your order ${order.number} has expired`])
    expect(sink().messages.find((m) => m.subject.startsWith('Your hold'))!.text).toContain('Reference: ' + order.number)
  })

  it('a reminder still queued when the hold ends is not sent: only the expiry is', async () => {
    const order = await placedTransfer()
    await deliver(new Date())
    await sweepHolds(hours(49))
    await sweepHolds(hours(73))
    expect(await deliver(hours(73))).toEqual([`Tu pedido ${order.number} ha caducado`])
  })

  it('paid before the reminder leaves: no reminder, and nothing when the old deadline passes', async () => {
    const order = await placedTransfer()
    await deliver(new Date())
    expect(await remindHolds(hours(49))).toBe(1)
    expect(await recordPaymentReceived(order.id, null, { actor: 'admin', note: 'bank transfer received' })).toBe('paid')
    await sweepHolds(hours(74))
    const subjects = await deliver(hours(74))
    expect(subjects).toEqual([`Pago recibido — pedido ${order.number}`])
  })

  it('the lead time is the store setting', async () => {
    await updateStoreSettings((s) => ({ ...s, holds: { ...s.holds, transferReminderHours: 6 } }))
    clearStoreSettingsCache()
    try {
      await placedTransfer()
      await deliver(new Date())
      expect(await remindHolds(hours(49))).toBe(0)
      expect(await remindHolds(hours(67))).toBe(1)
    } finally {
      await updateStoreSettings((s) => ({ ...s, holds: { ...s.holds, transferReminderHours: 24 } }))
      clearStoreSettingsCache()
    }
  })

  it('a card order’s short hold gets no reminder and expires without a message (its confirmation was never sent)', async () => {
    const { cookie } = await guestWithShirt()
    await placeOrder(cookie, {}, 'test_card')
    expect(await remindHolds(hours(0.2))).toBe(0)
    expect(await expireHolds(hours(1))).toBe(1)
    expect(await deliver(hours(1))).toEqual([])
  })
})
