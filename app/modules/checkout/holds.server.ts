import { releaseFabrics } from '#app/modules/catalogue/fabric-sale.server.ts'
import { restoreGiftCards } from '#app/modules/giftcards/giftcards.server.ts'
import { voidGiftCards } from '#app/modules/giftcards/issue.server.ts'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { getOrder, listExpiredHolds, listFabricHolds, listHoldsEndingSoon, moveOrder, OrderMoveError } from '#app/modules/orders/orders.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { holdReminderKind, orderExpiredKind } from './hold-mails.server.ts'

/*
 * An unpaid order holds its fabrics for a while (card 30 minutes, bank transfer 3 days: store
 * settings). The sweep runs at start and every minute and reads the deadlines from the database, so a
 * restart loses nothing: an order whose hold ran out while the shop was down expires on the next run.
 * Each order expires in its own transaction, under its row lock, so a payment arriving at the same
 * moment either comes first (and the order is paid) or finds it expired (payment-received.server.ts).
 *
 * A transfer order is not left to expire in silence (hold-mails.server.ts): `holds.transferReminderHours`
 * before its end she is reminded, and when it expires she is told, both through the mail outbox. Each
 * message has a dedupe key of its order (`hold-reminder:<id>`, `order-expired:<id>`), which the
 * outbox's unique index keeps to one row: every process of a cluster runs this sweep, and a restart
 * runs it again, and still she gets each message once.
 */

export async function expireHolds(now = new Date()): Promise<number> {
  let expired = 0
  for (const { id } of await listExpiredHolds(now)) {
    const done = await getDb().transaction(async (tx) => {
      try {
        await moveOrder(id, 'expired', { actor: 'system', note: 'hold expired' }, tx, now)
      } catch (err) {
        if (err instanceof OrderMoveError) return false // paid or cancelled meanwhile
        throw err
      }
      await releaseFabrics(id, await listFabricHolds(id, tx), tx)
      await restoreGiftCards(id, tx)
      await voidGiftCards(id, tx)
      // In the expiry's own transaction: the message exists exactly when the order expired.
      const order = await getOrder(id, tx)
      if (order?.paymentMethod === 'transfer') {
        await enqueueMail({ kind: orderExpiredKind, dedupeKey: `${orderExpiredKind}:${id}`, to: order.email, locale: order.locale, payload: { orderId: id } }, tx)
      }
      return true
    })
    if (done) expired += 1
  }
  return expired
}

/** Queues the reminder of every transfer order whose hold ends within the lead time; returns how many were looked at. */
export async function remindHolds(now = new Date()): Promise<number> {
  const leadMs = (await getStoreSettings()).holds.transferReminderHours * 3_600_000
  const due = await listHoldsEndingSoon(now, leadMs)
  for (const order of due) {
    await enqueueMail({ kind: holdReminderKind, dedupeKey: `${holdReminderKind}:${order.id}`, to: order.email, locale: order.locale, payload: { orderId: order.id } })
  }
  return due.length
}

/** The minute's sweep: reminders first, then expiry (an order can do both in one run after a long stop: only the expiry is said). */
export async function sweepHolds(now = new Date()): Promise<void> {
  await remindHolds(now)
  await expireHolds(now)
}
