import { asc, eq, inArray } from 'drizzle-orm'
import { getSessionUserFromSetCookies } from '#app/modules/accounts/session.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { basketItems, baskets } from '#db/schema/index.ts'
import { countItems, findGuestBasketId, lockBasket } from './basket.server.ts'
import { MAX_BASKET_ITEMS } from './limits.ts'

/**
 * Any sign-in (password, the e-mail confirmation link, a provider's callback, a password reset)
 * answers with the new session's cookies: the user they name gets this browser's guest basket
 * (`guestTokenHash`, from the request context).
 */
export async function mergeGuestBasketAtSignIn(guestTokenHash: string | null, setCookies: string[]) {
  if (!guestTokenHash) return
  const user = await getSessionUserFromSetCookies(setCookies)
  if (user) await mergeGuestBasket(guestTokenHash, user.id)
}

/**
 * At sign-in the guest basket of this browser moves into the account's basket (docs/product.md#basket
 * point 5): its items join hers, in one transaction, and the guest basket is removed. Her basket
 * keeps its cap: when both together hold more than MAX_BASKET_ITEMS, the oldest guest items that
 * fit move and the rest stay in this browser's guest basket (seen again when signed out, merged at
 * a later sign-in once there is room, or expired) rather than being dropped.
 */
export async function mergeGuestBasket(guestTokenHash: string | null, userId: string) {
  const guestId = await findGuestBasketId(guestTokenHash)
  if (!guestId) return
  await getDb().transaction(async (tx) => {
    const ownId = await lockBasket(tx, eq(baskets.userId, userId))
    if (!ownId) {
      await tx.update(baskets).set({ userId, tokenHash: null, updatedAt: new Date() }).where(eq(baskets.id, guestId))
      return
    }
    const room = MAX_BASKET_ITEMS - (await countItems(tx, ownId))
    const guestItems = await tx.select({ id: basketItems.id }).from(basketItems).where(eq(basketItems.basketId, guestId)).orderBy(asc(basketItems.createdAt), asc(basketItems.id))
    const moving = guestItems.slice(0, Math.max(0, room)).map((i) => i.id)
    if (moving.length > 0) {
      await tx.update(basketItems).set({ basketId: ownId }).where(inArray(basketItems.id, moving))
      await tx.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, ownId))
    }
    if (moving.length === guestItems.length) await tx.delete(baskets).where(eq(baskets.id, guestId))
  })
}
