import { eq } from 'drizzle-orm'
import { findBasketId, type BasketOwner } from '#app/modules/basket/basket.server.ts'
import { saveDesignChoice } from '#app/modules/basket/design-choice.server.ts'
import { setItemSize } from '#app/modules/basket/item-size.server.ts'
import { hashToken } from '#app/modules/basket/basket-cookie.server.ts'
import type { Product } from '#app/modules/catalogue/catalogue.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { basketItems } from '#db/schema/index.ts'

export type GuestWithBasket = {
  basketId: string
  fabricId: number
  productId: number
  /** Her browser's basket cookie value (`gemela_basket=<token>`). */
  token: string
}

/**
 * A visitor designs the garment in the customizer (fabric, then each part) and gives her size: one
 * complete basket item, made through the basket module as the customizer and the size screen make it
 * (the benches' setup, not measured: bench:checkout races their orders, bench:load checks them out over HTTP).
 */
export async function createGuestWithBasket(product: Product, fabricId: number, partByType: ReadonlyMap<string, number>): Promise<GuestWithBasket> {
  const first = await saveDesignChoice({ kind: 'guest', tokenHash: null }, { productId: product.id, fabricId }, 'es')
  if (first.notFound || !first.newGuestToken) throw new Error('the basket module did not create a guest basket')
  const owner: BasketOwner = { kind: 'guest', tokenHash: hashToken(first.newGuestToken) }
  for (const partType of product.category.partTypes) {
    const partId = partByType.get(partType)
    if (partId !== undefined) await saveDesignChoice(owner, { productId: product.id, itemId: first.itemId, partId, partType }, 'es')
  }
  if (!(await setItemSize(owner, first.itemId, { measurements: { type: 'standard', size: 'M' } }))) throw new Error('the size was not saved')
  const [item] = await getDb().select({ status: basketItems.status }).from(basketItems).where(eq(basketItems.id, first.itemId))
  if (item?.status !== 'complete') throw new Error(`basket item is ${item?.status ?? 'missing'}, not complete`)
  return { basketId: (await findBasketId(owner))!, fabricId, productId: product.id, token: first.newGuestToken }
}

/** Runs `task` over `items`, at most `width` at a time (a setup that must not queue on the pool). */
export async function eachLimited<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await task(items[i]!)
      }
    }),
  )
  return out
}
