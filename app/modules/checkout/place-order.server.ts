import { sql, type SQL } from 'drizzle-orm'
import { ordersPlaced } from '#app/utils/metrics.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import type { Locale } from '#app/i18n/config.ts'
import { issueSaleInvoiceNow } from '#app/modules/invoices/invoices.server.ts'
import { findBasketId, type BasketOwner } from '#app/modules/basket/basket.server.ts'
import { getGiftCardBalance } from '#app/modules/giftcards/giftcards.server.ts'
import { enqueuePatternJobs } from '#app/modules/atelier/pattern-jobs.server.ts'
import { nudgeMailWorker } from '#app/modules/mail/outbox.server.ts'
import { enqueueShopNewOrderAfterCommit } from './shop-notices.server.ts'
import { holdConfirmationForCard } from './card-confirmation.server.ts'
import { findOrderByIdempotencyKey } from '#app/modules/orders/orders.server.ts'
import { computeOrderTotals, type ShippingMethod } from '#app/modules/orders/totals.ts'
import { computeDelivery } from '#app/modules/store/delivery.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { getDb } from '#app/utils/db.server.ts'
import { holdLimitsFor, type HoldLimit, type UnpaidHold } from './hold-limits.server.ts'
import type { OrderContact, OrderAddress, PaymentMethod } from '#db/schema/index.ts'
import { draftGarments, type Snapshot } from './garment-drafts.server.ts'

/*
 * Placing an order (docs/product.md#checkout-orders-and-payments) is one transaction across modules,
 * written by one statement (docs/decisions/009-placing-an-order-in-one-call.md): the basket and the
 * prices are read through their modules, the order is computed here (totals, delivery window; the
 * snapshot of each garment in garment-drafts.server.ts), and `gemela_place_order` writes it — under the basket's lock, after
 * checking that nothing it was computed from changed (the items, the prices, the widths the metres were laid on) — with each fabric's lock and metres, the gift
 * card spent, the basket emptied and the confirmation mail queued: all or nothing. The database's
 * constraints decide races: of many customers placing the same fabric for the same garment at once,
 * one commits and the others get `fabricTaken`, with their basket item marked. What one customer
 * holds unpaid is limited in the same statement (hold-limits.server.ts): `holdLimit`, nothing written.
 */

export type PlaceOrderInput = {
  basketId: string
  userId: string | null
  email: string
  /** Who is placing it, as the request context reads it (app/utils/client-address.server.ts). */
  clientAddress: string
  locale: Locale
  contact: OrderContact
  address: OrderAddress
  isGift: boolean
  dedication: string | null
  shippingMethod: ShippingMethod
  /** Urgent production (its surcharge and days come from the settings, never from the browser). */
  urgent?: boolean
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
  | { ok: false; reason: 'holdLimit'; limit: HoldLimit; pending: UnpaidHold[] }

/** Until when an unpaid order holds what it took: 3 days for a transfer, 30 minutes for a card (store settings). */
export function holdUntil(paymentMethod: string, settings: StoreSettings, now: Date): Date {
  const ms = paymentMethod === 'transfer' ? settings.holds.transferDays * 86_400_000 : settings.holds.cardMinutes * 60_000
  return new Date(now.getTime() + ms)
}

/** What the order's statement (db/migrations/0009_place_order_function.sql) answers. */
type StatementOutcome =
  | { outcome: 'placed' | 'repeated'; orderId: string; number: string }
  | { outcome: 'stale' }
  | { outcome: 'fabricTaken'; problem: 'locked' | 'soldOut'; fabricId: number; productId: number }
  | { outcome: 'giftCard' }
  | { outcome: 'holdLimit'; limit: HoldLimit; pending: { number: string; until: string | null; mine: boolean }[] }

/** A basket, a price or a fabric's width that changes between the read and the write is read again, this many times at most. */
const ATTEMPTS = 3

export async function placeOrder(input: PlaceOrderInput, now = new Date()): Promise<PlaceOrderResult> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const result = await tryPlaceOrder(input, now)
    if (result !== 'stale') return result
  }
  throw new Error(`basket ${input.basketId} changed during each of ${ATTEMPTS} attempts to place its order`)
}

/** The key an order placed from the review page is kept under: her basket and that visit of the page. */
export function computeIdempotencyKey(basketId: string, attempt: string): string {
  return `${basketId}:${attempt}`
}

/**
 * The order this basket's review form (`attempt`) already placed, if any. Placing it emptied the
 * basket, so a second press — or her retry after an answer that never reached her, a shop node
 * gone mid-request (docs/deploy.md) — is sent to that order rather than to the empty basket.
 */
export async function findPlacedAttempt(owner: BasketOwner, attempt: string): Promise<{ orderId: string; number: string; paid: boolean; paymentMethod: string } | null> {
  const basketId = await findBasketId(owner)
  const earlier = basketId ? await findOrderByIdempotencyKey(computeIdempotencyKey(basketId, attempt)) : null
  return earlier ? { orderId: earlier.id, number: earlier.number, paid: earlier.status !== 'pending_payment', paymentMethod: earlier.paymentMethod } : null
}

/** The order this key already placed (a second press after the first emptied the basket), as a result. */
async function repeated(key: string): Promise<PlaceOrderResult | null> {
  const earlier = await findOrderByIdempotencyKey(key)
  return earlier ? { ok: true, orderId: earlier.id, number: earlier.number, paid: false, repeated: true } : null
}

async function tryPlaceOrder(input: PlaceOrderInput, now: Date): Promise<PlaceOrderResult | 'stale'> {
  const [basket, card] = await Promise.all([
    runStatement<Snapshot | null>(sql`select gemela_checkout_snapshot(${input.basketId}::uuid) as r`),
    input.giftCardId ? getGiftCardBalance(input.giftCardId) : null,
  ])
  const items = basket?.items ?? []
  if (!basket || items.length === 0) return (await repeated(input.idempotencyKey)) ?? { ok: false, reason: 'empty' }
  const notReady = items.filter((i) => i.status !== 'complete' || i.fabricProblem || i.fabricId == null || i.measurements == null)
  if (notReady.length > 0) return { ok: false, reason: 'incomplete', itemIds: notReady.map((i) => i.id) }

  // One garment per fabric-and-product: a second item asking for a combination the first takes is refused like any taken one.
  const seen = new Set<string>()
  for (const item of items) {
    const key = `${item.fabricId}:${item.productId}`
    if (seen.has(key)) return { ok: false, reason: 'fabricTaken', itemIds: [item.id], problem: 'locked' }
    seen.add(key)
  }

  const { drafts, prices, widths, missing } = draftGarments(basket)
  if (missing.length > 0) return { ok: false, reason: 'incomplete', itemIds: missing }
  if (input.giftCardId && (!card || card.balanceCents <= 0)) return { ok: false, reason: 'giftCard' }

  const totals = computeOrderTotals({
    garmentCents: drafts.map((d) => d.totalCents),
    shippingMethod: input.shippingMethod,
    shipping: input.settings.shipping,
    giftCardBalanceCents: card?.balanceCents ?? 0,
    urgent: input.urgent ? { percent: input.settings.terms.urgentSurchargePercent } : null,
  })
  const delivery = computeDelivery({ complexities: drafts.map((d) => d.complexity), urgent: input.urgent }, input.shippingMethod, input.settings)
  const paidInFull = totals.totalCents === 0
  const limits = holdLimitsFor(input.clientAddress, input.settings)
  const answer = await runStatement<StatementOutcome>(
    sql`select gemela_place_order(${JSON.stringify({
      basketId: input.basketId,
      idempotencyKey: input.idempotencyKey,
      now: now.toISOString(),
      year: now.getUTCFullYear(),
      basketVersion: Object.fromEntries(items.map((i) => [i.id, i.version])),
      prices,
      widths,
      sales: drafts.map((d) => ({ fabric_id: d.fabricId, product_id: d.productId, metres: d.fabricMetres })),
      giftCard: card && totals.giftCardCents > 0 ? { id: card.id, cents: totals.giftCardCents } : null,
      paidInFull,
      // Paid in full (a gift card covers it) holds nothing unpaid: nothing to count.
      limits: paidInFull ? null : limits,
      order: {
        user_id: input.userId,
        email: input.email,
        locale: input.locale,
        contact: input.contact,
        address: input.address,
        is_gift: input.isGift,
        dedication: input.dedication,
        shipping_method: input.shippingMethod,
        shipping_cents: totals.shippingCents,
        urgent: input.urgent ?? false,
        urgent_cents: totals.urgentCents,
        subtotal_cents: totals.subtotalCents,
        gift_card_cents: totals.giftCardCents,
        total_cents: totals.totalCents,
        vat_cents: totals.vatCents,
        payment_method: paidInFull ? 'gift_card' : input.paymentMethod,
        delivery_min_days: delivery.minDays,
        delivery_max_days: delivery.maxDays,
        production_max_days: delivery.production.max,
        hold_expires_at: paidInFull ? null : holdUntil(input.paymentMethod, input.settings, now).toISOString(),
        client_key: limits.clientKey,
      },
      items: drafts.map((d, position) => ({
        position,
        product_id: d.productId,
        fabric_id: d.fabricId,
        design: d.design,
        size: d.size,
        complexity: d.complexity,
        fabric_metres: d.fabricMetres,
        base_price_cents: d.basePriceCents,
        fabric_price_cents: d.fabricPriceCents,
        parts_price_cents: d.partsPriceCents,
        total_cents: d.totalCents,
      })),
    })}::jsonb) as r`,
  )
  switch (answer.outcome) {
    case 'stale':
      return 'stale'
    case 'giftCard':
      return { ok: false, reason: 'giftCard' }
    case 'holdLimit':
      return { ok: false, reason: 'holdLimit', limit: answer.limit, pending: answer.pending.map((p) => ({ ...p, until: p.until ? new Date(p.until) : null })) }
    case 'fabricTaken':
      return {
        ok: false,
        reason: 'fabricTaken',
        problem: answer.problem,
        // The items this order tried to buy, as read: the statement marked them in her basket.
        itemIds: items.filter((i) => i.fabricId === answer.fabricId && i.productId === answer.productId).map((i) => i.id),
      }
    case 'repeated':
      return { ok: true, orderId: answer.orderId, number: answer.number, paid: false, repeated: true }
    case 'placed':
      // A card order's confirmation waits for its payment: one e-mail, not two (card-confirmation.server.ts).
      if (!paidInFull && input.paymentMethod !== 'transfer') await holdConfirmationForCard(answer.orderId, holdUntil(input.paymentMethod, input.settings, now))
      // Paid in full by a gift card: its patterns are drafted now, as any paid order's (docs/atelier.md).
      if (paidInFull) await getDb().transaction((tx) => enqueuePatternJobs(answer.orderId, tx))
      // Paid in full by a gift card inside the statement: its invoice now, in a transaction of its own.
      // The order stands whatever happens here; a failure is logged (the order then shows no invoice).
      if (paidInFull)
        await issueSaleInvoiceNow(answer.orderId, now).catch((err: unknown) =>
          logger.error({ err, order: answer.orderId }, 'invoices: could not invoice an order paid by gift card'),
        )
      // The shop hears of a transfer to watch for, or an order a gift card paid, now; of a card order when its payment arrives (shop-notices.server.ts).
      if (paidInFull || input.paymentMethod === 'transfer') await enqueueShopNewOrderAfterCommit(answer.orderId)
      nudgeMailWorker()
      ordersPlaced.inc({ method: paidInFull ? 'gift_card' : input.paymentMethod })
      return { ok: true, orderId: answer.orderId, number: answer.number, paid: paidInFull, repeated: false }
  }
}

/** One of the order's two statements (db/migrations/0009_place_order_function.sql): one round trip, its jsonb answer. */
async function runStatement<T>(statement: SQL): Promise<T> {
  const result = await getDb().execute<{ r: T | string }>(statement)
  const rows = ('rows' in result ? result.rows : result) as { r: T | string | null }[]
  const r = rows[0]?.r ?? null
  return (typeof r === 'string' ? JSON.parse(r) : r) as T
}
