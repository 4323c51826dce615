import { and, eq, gte, sql } from 'drizzle-orm'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { giftCards, giftCardUses } from '#db/schema/index.ts'
import { hashGiftCode } from './gift-code.server.ts'

/*
 * Gift cards as a means of payment (docs/product.md#gift-cards). A redemption lowers the balance only
 * where it covers the amount (and the table's check keeps it ≥ 0), so two checkouts spending the
 * same card at once cannot take more than it holds. Every use is recorded.
 */

export class GiftCardError extends Error {
  constructor(readonly code: 'notFound' | 'empty' | 'insufficient') {
    super(code)
  }
}

export type GiftCardBalance = { id: string; balanceCents: number; last4: string }

/** The active card with this code (already normalized: 16 characters, upper case), or null. */
export async function findGiftCardByCode(code: string): Promise<GiftCardBalance | null> {
  const [card] = await getDb()
    .select({ id: giftCards.id, balanceCents: giftCards.balanceCents, last4: giftCards.codeLast4 })
    .from(giftCards)
    .where(and(eq(giftCards.codeHash, hashGiftCode(code)), eq(giftCards.status, 'active')))
  return card ?? null
}

export async function getGiftCardBalance(id: string, tx?: Tx): Promise<GiftCardBalance | null> {
  const [card] = await (tx ?? getDb())
    .select({ id: giftCards.id, balanceCents: giftCards.balanceCents, last4: giftCards.codeLast4 })
    .from(giftCards)
    .where(and(eq(giftCards.id, id), eq(giftCards.status, 'active')))
  return card ?? null
}

/** Spends `amountCents` of the card for an order, or throws GiftCardError (rolling the caller's transaction back). */
export async function redeemGiftCard(cardId: string, amountCents: number, orderId: string, tx: Tx): Promise<void> {
  if (amountCents <= 0) return
  const spent = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${amountCents}` })
    .where(and(eq(giftCards.id, cardId), eq(giftCards.status, 'active'), gte(giftCards.balanceCents, amountCents)))
    .returning({ id: giftCards.id })
  if (spent.length === 0) throw new GiftCardError('insufficient')
  await tx.insert(giftCardUses).values({ giftCardId: cardId, orderId, amountCents })
}

/** Gives back what an order spent of gift cards (it ended unpaid or was cancelled); once only. */
export async function restoreGiftCards(orderId: string, tx: Tx): Promise<void> {
  const uses = await tx
    .select({ giftCardId: giftCardUses.giftCardId, net: sql<number>`sum(${giftCardUses.amountCents})::int` })
    .from(giftCardUses)
    .where(eq(giftCardUses.orderId, orderId))
    .groupBy(giftCardUses.giftCardId)
  for (const use of uses) {
    if (use.net <= 0) continue
    await tx
      .update(giftCards)
      .set({ balanceCents: sql`${giftCards.balanceCents} + ${use.net}` })
      .where(eq(giftCards.id, use.giftCardId))
    await tx.insert(giftCardUses).values({ giftCardId: use.giftCardId, orderId, amountCents: -use.net })
  }
}

/**
 * Spends again what `restoreGiftCards` gave back (an expired order paid after all); false when a card
 * no longer holds enough, in which case nothing of that card is spent.
 */
export async function respendGiftCards(orderId: string, tx: Tx): Promise<boolean> {
  const uses = await tx
    .select({ giftCardId: giftCardUses.giftCardId, net: sql<number>`sum(${giftCardUses.amountCents})::int`, first: sql<number>`max(${giftCardUses.amountCents})::int` })
    .from(giftCardUses)
    .where(eq(giftCardUses.orderId, orderId))
    .groupBy(giftCardUses.giftCardId)
  let ok = true
  for (const use of uses) {
    // The order spent `first` once; what is no longer spent (net below it) is spent again.
    const missing = use.first - use.net
    if (missing <= 0) continue
    try {
      await tx.transaction((sp) => redeemGiftCard(use.giftCardId, missing, orderId, sp))
    } catch (err) {
      if (!(err instanceof GiftCardError)) throw err
      ok = false
    }
  }
  return ok
}

/** Whether this code (normalized) is a card the shop voided: checkout then says so instead of "not found". */
export async function isVoidedGiftCode(code: string): Promise<boolean> {
  const [card] = await getDb()
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.codeHash, hashGiftCode(code)), eq(giftCards.status, 'void')))
  return card !== undefined
}
