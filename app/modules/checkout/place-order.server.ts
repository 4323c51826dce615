import type { Locale } from '#app/i18n/config.ts'
import { emptyBasket, lockBasketForCheckout, markFabricTaken } from '#app/modules/basket/checkout-basket.server.ts'
import { FabricSaleError, findHeldCombination, readSalePieces, takeFabric } from '#app/modules/catalogue/fabric-sale.server.ts'
import { getGiftCardBalance, GiftCardError, redeemGiftCard } from '#app/modules/giftcards/giftcards.server.ts'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { createOrder, findOrderByIdempotencyKey, moveOrder, type OrderItemDraft } from '#app/modules/orders/orders.server.ts'
import { computeDeliveryWindow, computeOrderTotals, type ShippingMethod } from '#app/modules/orders/totals.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { getDb } from '#app/utils/db.server.ts'
import type { OrderContact, OrderAddress, PaymentMethod } from '#db/schema/index.ts'
import { deleteCheckoutDraft } from './draft.server.ts'

/*
 * Placing an order (docs/product.md#checkout-orders-and-payments) is one transaction across modules
 * (docs/decisions/007-module-tables-and-transactions.md): the basket is locked and read, every price
 * is read again from the catalogue, the order is written, each fabric's lock and metres are taken,
 * a gift card is spent, the basket is emptied and the confirmation mail is queued — all or nothing.
 * The database's constraints decide races: of many customers placing the same fabric for the same
 * garment at once, one commits and the others get `fabricTaken`, with their basket item marked.
 */

export type PlaceOrderInput = {
  basketId: string
  userId: string | null
  email: string
  locale: Locale
  contact: OrderContact
  address: OrderAddress
  isGift: boolean
  dedication: string | null
  shippingMethod: ShippingMethod
  paymentMethod: Exclude<PaymentMethod, 'gift_card'>
  giftCardId: string | null
  idempotencyKey: string
  settings: StoreSettings
}

export type PlaceOrderResult =
  | { ok: true; orderId: string; number: string; paid: boolean; repeated: boolean }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'incomplete'; itemIds: string[] }
  | { ok: false; reason: 'fabricTaken'; itemIds: string[]; problem: 'locked' | 'soldOut' }
  | { ok: false; reason: 'giftCard' }

/** Until when an unpaid order holds what it took: 3 days for a transfer, 30 minutes for a card (store settings). */
export function holdUntil(paymentMethod: string, settings: StoreSettings, now: Date): Date {
  const ms = paymentMethod === 'transfer' ? settings.holds.transferDays * 86_400_000 : settings.holds.cardMinutes * 60_000
  return new Date(now.getTime() + ms)
}

class Refusal extends Error {
  constructor(readonly result: Extract<PlaceOrderResult, { ok: false }>) {
    super(result.reason)
  }
}

export async function placeOrder(input: PlaceOrderInput, now = new Date()): Promise<PlaceOrderResult> {
  const earlier = await findOrderByIdempotencyKey(input.idempotencyKey)
  if (earlier) return { ok: true, orderId: earlier.id, number: earlier.number, paid: false, repeated: true }
  let taken: { fabricId: number; productId: number; problem: 'locked' | 'soldOut' } | undefined
  let basketRead: { id: string; fabricId: number | null; productId: number }[] = []
  try {
    return await getDb().transaction(async (tx) => {
      const items = await lockBasketForCheckout(input.basketId, tx)
      basketRead = items ?? []
      // Under the basket's lock: a second press that waited for the first finds its order here.
      const placed = await findOrderByIdempotencyKey(input.idempotencyKey, tx)
      if (placed) return { ok: true as const, orderId: placed.id, number: placed.number, paid: false, repeated: true }
      if (!items || items.length === 0) throw new Refusal({ ok: false, reason: 'empty' })
      const notReady = items.filter((i) => i.status !== 'complete' || i.fabricProblem || i.fabricId == null || i.measurements == null)
      if (notReady.length > 0) throw new Refusal({ ok: false, reason: 'incomplete', itemIds: notReady.map((i) => i.id) })

      // One garment per fabric-and-product: a second item asking for a combination the first takes is refused like any taken one.
      const seen = new Set<string>()
      for (const item of items) {
        const key = `${item.fabricId}:${item.productId}`
        if (seen.has(key)) throw new Refusal({ ok: false, reason: 'fabricTaken', itemIds: [item.id], problem: 'locked' })
        seen.add(key)
      }
      // A combination another order already holds is refused here, before anything is written.
      const held = await findHeldCombination(
        items.map((i) => ({ fabricId: i.fabricId!, productId: i.productId })),
        tx,
      )
      if (held) {
        taken = { ...held, problem: 'locked' }
        throw new FabricSaleError('locked', held.fabricId, held.productId)
      }

      const pieces = await readSalePieces(
        {
          productIds: items.map((i) => i.productId),
          fabricIds: items.map((i) => i.fabricId!),
          partIds: items.flatMap((i) => Object.values(i.parts).filter((v): v is number => typeof v === 'number')),
        },
        tx,
      )
      const drafts: OrderItemDraft[] = []
      const missing: string[] = []
      for (const item of items) {
        const product = pieces.products.get(item.productId)
        const fabric = pieces.fabrics.get(item.fabricId!)
        const chosen = product?.partTypes.map((type) => pieces.parts.get(item.parts[type] ?? -1))
        if (!product || !fabric || !chosen || chosen.some((p) => !p || !product.partTypes.includes(p.type))) {
          missing.push(item.id)
          continue
        }
        const parts = chosen.map((p) => ({ type: p!.type, slug: p!.slug, name: p!.name, surchargeCents: p!.surchargeCents }))
        const partsPriceCents = parts.reduce((sum, p) => sum + p.surchargeCents, 0)
        drafts.push({
          kind: 'garment',
          productId: product.id,
          fabricId: fabric.id,
          design: {
            product: product.name,
            category: product.category,
            garmentKind: product.garmentKind,
            fabric: { slug: fabric.slug, name: fabric.name, pattern: fabric.pattern },
            parts,
          },
          size: item.measurements!,
          complexity: product.complexity,
          fabricMetres: product.fabricMetres,
          basePriceCents: product.basePriceCents,
          fabricPriceCents: fabric.priceCents,
          partsPriceCents,
          totalCents: product.basePriceCents + fabric.priceCents + partsPriceCents,
        })
      }
      if (missing.length > 0) throw new Refusal({ ok: false, reason: 'incomplete', itemIds: missing })

      const card = input.giftCardId ? await getGiftCardBalance(input.giftCardId, tx) : null
      if (input.giftCardId && (!card || card.balanceCents <= 0)) throw new Refusal({ ok: false, reason: 'giftCard' })
      const garments = drafts.filter((d) => d.kind === 'garment')
      const totals = computeOrderTotals({
        garmentCents: garments.map((d) => d.totalCents),
        shippingMethod: input.shippingMethod,
        shipping: input.settings.shipping,
        giftCardBalanceCents: card?.balanceCents ?? 0,
      })
      const delivery = computeDeliveryWindow(
        garments.map((d) => d.complexity),
        input.shippingMethod,
        input.settings,
      )
      const paidInFull = totals.totalCents === 0
      const order = await createOrder(
        {
          idempotencyKey: input.idempotencyKey,
          userId: input.userId,
          email: input.email,
          locale: input.locale,
          contact: input.contact,
          address: input.address,
          isGift: input.isGift,
          dedication: input.dedication,
          shippingMethod: input.shippingMethod,
          paymentMethod: paidInFull ? 'gift_card' : input.paymentMethod,
          totals,
          delivery,
          holdExpiresAt: paidInFull ? null : holdUntil(input.paymentMethod, input.settings, now),
          items: drafts,
        },
        tx,
        now,
      )
      // Fabrics in ascending id: two orders wanting two same fabrics wait for each other in one order, never in a circle.
      for (const garment of [...garments].sort((a, b) => a.fabricId - b.fabricId || a.productId - b.productId)) {
        try {
          await takeFabric({ fabricId: garment.fabricId, productId: garment.productId, metres: garment.fabricMetres, orderId: order.id }, tx)
        } catch (err) {
          if (err instanceof FabricSaleError) taken = { fabricId: err.fabricId, productId: err.productId, problem: err.code }
          throw err
        }
      }
      if (card && totals.giftCardCents > 0) await redeemGiftCard(card.id, totals.giftCardCents, order.id, tx)
      await emptyBasket(input.basketId, tx)
      await deleteCheckoutDraft(input.basketId, tx)
      if (paidInFull) await moveOrder(order.id, 'paid', { actor: 'payment', note: 'gift card' }, tx, now)
      await enqueueMail({ kind: 'order-confirmation', dedupeKey: `order-confirmation:${order.id}`, to: input.email, locale: input.locale, payload: { orderId: order.id } }, tx)
      return { ok: true as const, orderId: order.id, number: order.number, paid: paidInFull, repeated: false }
    })
  } catch (err) {
    if (err instanceof Refusal) return err.result
    if (err instanceof GiftCardError) return { ok: false, reason: 'giftCard' }
    if (err instanceof FabricSaleError && taken) {
      await markFabricTaken(input.basketId, taken, taken.problem)
      // The items this order tried to buy, as read under the basket's lock.
      const itemIds = basketRead.filter((i) => i.fabricId === taken!.fabricId && i.productId === taken!.productId).map((i) => i.id)
      return { ok: false, reason: 'fabricTaken', itemIds, problem: taken.problem }
    }
    // Two presses of the same review racing: the second meets the first's idempotency key.
    const again = await findOrderByIdempotencyKey(input.idempotencyKey)
    if (again) return { ok: true, orderId: again.id, number: again.number, paid: false, repeated: true }
    throw err
  }
}
