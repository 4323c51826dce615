import { and, eq, gte, isNull, lt, notExists, sql } from 'drizzle-orm'
import { getDb } from '#app/utils/db.server.ts'
import { GUEST_BASKET_DAYS } from './basket-cookie.server.ts'
import { basketItems, baskets } from '#db/schema/index.ts'

/**
 * Days after its last change that a guest basket is deleted with its items (issue 14 item 9).
 * 90 is the basket cookie's Max-Age (basket-cookie.server.ts), set when the basket is made and not
 * renewed: a basket untouched for that long has no browser left that could open it, so expiry
 * never takes a basket from a visitor who can still see it, and what no one can see does not pile
 * up. Every write to a basket or its items touches it (basket.server.ts). Account baskets never
 * expire: they are hers.
 */
export const GUEST_BASKET_TTL_DAYS = GUEST_BASKET_DAYS

/** Deletes the guest baskets (and their items) unchanged for GUEST_BASKET_TTL_DAYS; returns how many. */
export async function deleteAbandonedGuestBaskets(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - GUEST_BASKET_TTL_DAYS * 24 * 60 * 60 * 1000)
  const db = getDb()
  const recentItem = db
    .select({ one: sql`1` })
    .from(basketItems)
    .where(and(eq(basketItems.basketId, baskets.id), gte(basketItems.updatedAt, cutoff)))
  const deleted = await db
    .delete(baskets)
    .where(and(isNull(baskets.userId), lt(baskets.updatedAt, cutoff), notExists(recentItem)))
    .returning({ id: baskets.id })
  return deleted.length
}

/** Every 6 hours: one delete over the baskets table, and a few hours' delay on a 90-day rule changes nothing. */
const EXPIRY_EVERY_MS = 6 * 60 * 60 * 1000

type ExpiryLog = {
  info: (details: { deleted: number }, message: string) => void
  error: (details: { err: unknown }, message: string) => void
}

/**
 * Runs the expiry once now and then every EXPIRY_EVERY_MS, off the request path (the timer is
 * unref'ed: it never keeps the process alive). Returns the function that stops it, for shutdown.
 */
export function scheduleGuestBasketExpiry(log: ExpiryLog): () => void {
  const run = async () => {
    try {
      const deleted = await deleteAbandonedGuestBaskets()
      if (deleted > 0) log.info({ deleted }, 'expired abandoned guest baskets')
    } catch (err) {
      log.error({ err }, 'guest basket expiry failed')
    }
  }
  void run()
  const timer = setInterval(() => void run(), EXPIRY_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
