import { releaseFabrics } from '#app/modules/catalogue/fabric-sale.server.ts'
import { restoreGiftCards } from '#app/modules/giftcards/giftcards.server.ts'
import { voidGiftCards } from '#app/modules/giftcards/issue.server.ts'
import { listExpiredHolds, listFabricHolds, moveOrder, OrderMoveError } from '#app/modules/orders/orders.server.ts'
import { getDb } from '#app/utils/db.server.ts'

/*
 * An unpaid order holds its fabrics for a while (card 30 minutes, bank transfer 3 days: store
 * settings). The sweep runs at start and every minute and reads the deadlines from the database, so a
 * restart loses nothing: an order whose hold ran out while the shop was down expires on the next run.
 * Each order expires in its own transaction, under its row lock, so a payment arriving at the same
 * moment either comes first (and the order is paid) or finds it expired (payment-received.server.ts).
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
      return true
    })
    if (done) expired += 1
  }
  return expired
}
