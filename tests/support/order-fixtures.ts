import { basketItems, baskets, parts, type ItemMeasurements, type ItemParts } from '#db/schema/index.ts'
import type { PlaceOrderInput } from '#app/modules/checkout/place-order.server.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import type { Db } from '#app/utils/db.server.ts'

/*
 * What the integration tests of placing an order start from: a guest basket holding complete designs
 * (as the customizer and the size screens leave them) and `placeOrder`'s input for a guest in Madrid
 * paying by transfer.
 */

/** The parts' ids by slug (the seed's: 'sleeve-long', 'length-knee'…). */
export async function partIds(db: () => Db): Promise<(slug: string) => number> {
  const rows = await db().select({ id: parts.id, slug: parts.slug }).from(parts)
  return (slug) => rows.find((row) => row.slug === slug)!.id
}

/** The shirt these tests order (product 7): long sleeve, French cuff, spread collar. */
export async function shirtParts(db: () => Db): Promise<{ sleeve: number; cuff: number; collar: number }> {
  const part = await partIds(db)
  return { sleeve: part('sleeve-long'), cuff: part('cuff-french'), collar: part('collar-spread') }
}

/** A new guest basket (named by `tokenHash`) with these complete designs, each in standard size M unless it says. */
export async function guestBasketWith(
  db: () => Db,
  designs: { productId: number; fabricId: number; parts: ItemParts; measurements?: ItemMeasurements }[],
  tokenHash = `hash-${Math.random()}`,
): Promise<{ basketId: string; itemIds: string[]; tokenHash: string }> {
  const [basket] = await db().insert(baskets).values({ tokenHash }).returning({ id: baskets.id })
  const itemIds: string[] = []
  for (const d of designs) {
    const [item] = await db()
      .insert(basketItems)
      .values({
        basketId: basket!.id,
        productId: d.productId,
        fabricId: d.fabricId,
        parts: d.parts,
        measurements: d.measurements ?? { type: 'standard', size: 'M' },
        status: 'complete',
        incompleteFields: [],
      })
      .returning({ id: basketItems.id })
    itemIds.push(item!.id)
  }
  return { basketId: basket!.id, itemIds, tokenHash }
}

/** `placeOrder`'s input for a guest in Madrid paying by transfer, with a new idempotency key; `overrides` change any of it. */
export function placeOrderInput(basketId: string, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    basketId,
    userId: null,
    email: 'ana@example.com',
    clientAddress: '192.0.2.10',
    locale: 'es',
    contact: { fullName: 'Ana García', phone: '+34 600 000 000', prefs: { whatsapp: true, email: true, sms: false } },
    address: { street: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', province: 'Madrid', country: 'España' },
    isGift: false,
    dedication: null,
    shippingMethod: 'standard',
    paymentMethod: 'transfer',
    giftCardId: null,
    idempotencyKey: `key-${Math.random()}`,
    settings: defaultStoreSettings(),
    ...overrides,
  }
}
