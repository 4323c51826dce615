import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { giftCards, type OrderGiftCard } from '#db/schema/index.ts'
import { hashGiftCode, newGiftCode } from './gift-code.server.ts'
import { notifyBuyerCardSent } from './order-cards.server.ts'

/*
 * Gift cards bought (docs/product.md#gift-cards). A card is written with its order, unusable
 * (`pending_payment`, with the hash of a code nobody knows); the order's payment makes it `active`;
 * on its send date it gets its real code, which goes out in the recipient's e-mail and is kept only
 * as a hash (the outbox drops the code once the mail is sent). An order that ends unpaid or is
 * cancelled voids its cards.
 */

/** The shop's calendar day (Europe/Madrid) as YYYY-MM-DD. */
export function shopDate(now = new Date(), plusDays = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now.getTime() + plusDays * 86_400_000))
}

export async function createPurchasedGiftCards(orderId: string, cards: readonly OrderGiftCard[], locale: string, tx: Tx): Promise<void> {
  if (cards.length === 0) return
  await tx.insert(giftCards).values(
    cards.map((card) => ({
      codeHash: hashGiftCode(newGiftCode()),
      codeLast4: '',
      initialCents: card.amountCents,
      balanceCents: card.amountCents,
      status: 'pending_payment' as const,
      purchaseOrderId: orderId,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      senderName: card.senderName,
      message: card.message,
      locale,
      sendOn: card.sendOn,
    })),
  )
}

/** The order is paid: its cards become usable, and those due today are sent at once. */
export async function activateGiftCards(orderId: string, tx: Tx, now = new Date()): Promise<void> {
  const activated = await tx
    .update(giftCards)
    .set({ status: 'active' })
    .where(and(eq(giftCards.purchaseOrderId, orderId), inArray(giftCards.status, ['pending_payment', 'void'])))
    .returning({ id: giftCards.id })
  if (activated.length > 0) await issueDueGiftCards(tx, now, orderId)
}

/** The order ended unpaid or was cancelled: its cards can never be used. */
export async function voidGiftCards(orderId: string, tx: Tx): Promise<void> {
  await tx.update(giftCards).set({ status: 'void' }).where(eq(giftCards.purchaseOrderId, orderId))
}

/**
 * Gives each active card whose day has come its code and queues the recipient's e-mail, in the same
 * transaction (a crash sends nothing, a retry sends once: the outbox's dedupe key). Rows are taken
 * with `skip locked`, so two nodes never issue the same card.
 */
export async function issueDueGiftCards(tx: Tx, now = new Date(), orderId?: string, limit = 50): Promise<number> {
  const due = await tx
    .select({ id: giftCards.id, recipientEmail: giftCards.recipientEmail, locale: giftCards.locale, purchaseOrderId: giftCards.purchaseOrderId })
    .from(giftCards)
    .where(and(eq(giftCards.status, 'active'), isNull(giftCards.sentAt), lte(giftCards.sendOn, shopDate(now)), ...(orderId ? [eq(giftCards.purchaseOrderId, orderId)] : [])))
    .limit(limit)
    .for('update', { skipLocked: true })
  for (const card of due) {
    const code = newGiftCode()
    await tx
      .update(giftCards)
      .set({ codeHash: hashGiftCode(code), codeLast4: code.slice(-4), sentAt: now })
      .where(eq(giftCards.id, card.id))
    await enqueueMail({ kind: 'gift-card', dedupeKey: `gift-card:${card.id}`, to: card.recipientEmail, locale: card.locale, payload: { giftCardId: card.id, secret: code } }, tx)
    // Sent on its own day, not with the payment (whose e-mail already says it went): the buyer hears it has gone.
    if (!orderId && card.purchaseOrderId) await notifyBuyerCardSent(card.id, card.purchaseOrderId, tx)
  }
  return due.length
}

/** The sweep's step (server start and every minute): cards whose send date has come. */
export async function sendDueGiftCards(now = new Date()): Promise<number> {
  return getDb().transaction((tx) => issueDueGiftCards(tx, now))
}

export type PurchasedGiftCard = typeof giftCards.$inferSelect

export async function getGiftCard(id: string): Promise<PurchasedGiftCard | null> {
  const [card] = await getDb().select().from(giftCards).where(eq(giftCards.id, id))
  return card ?? null
}

/** Whether a card this order bought already went out: she can no longer cancel the order herself. */
export async function hasSentGiftCards(orderId: string, tx: Tx): Promise<boolean> {
  const [sent] = await tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.purchaseOrderId, orderId), isNotNull(giftCards.sentAt)))
    .limit(1)
  return sent !== undefined
}
