import { asc, eq, inArray } from 'drizzle-orm'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { getOrder } from '#app/modules/orders/orders.server.ts'
import { getDb, type DbOrTx, type Tx } from '#app/utils/db.server.ts'
import { giftCards } from '#db/schema/index.ts'

/** What the order's pages and e-mails say of the cards an order bought (never their codes). */
export type OrderCard = {
  id: string
  status: 'pending_payment' | 'active' | 'void'
  recipientName: string
  recipientEmail: string
  sendOn: string
  sentAt: Date | null
  balanceCents: number
  initialCents: number
}

export async function listOrderGiftCards(orderId: string, db: DbOrTx = getDb()): Promise<OrderCard[]> {
  return db
    .select({
      id: giftCards.id,
      status: giftCards.status,
      recipientName: giftCards.recipientName,
      recipientEmail: giftCards.recipientEmail,
      sendOn: giftCards.sendOn,
      sentAt: giftCards.sentAt,
      balanceCents: giftCards.balanceCents,
      initialCents: giftCards.initialCents,
    })
    .from(giftCards)
    .where(eq(giftCards.purchaseOrderId, orderId))
    .orderBy(asc(giftCards.createdAt))
}

/** Queues the buyer's "your card has gone" (checkout's gift-order-mails.server.ts writes it), to the order's e-mail in its language. */
export async function notifyBuyerCardSent(giftCardId: string, orderId: string, tx: Tx): Promise<void> {
  const order = await getOrder(orderId, tx)
  if (!order) return
  await enqueueMail({ kind: 'gift-card-sent', dedupeKey: `gift-card-sent:${giftCardId}`, to: order.email, locale: order.locale, payload: { orderId, giftCardId } }, tx)
}

/** The cards these orders bought, by order (her list of orders: one query for a page). */
export async function listGiftCardsByOrders(orderIds: readonly string[]): Promise<Map<string, OrderCard[]>> {
  if (!orderIds.length) return new Map()
  const rows = await getDb()
    .select({
      orderId: giftCards.purchaseOrderId,
      id: giftCards.id,
      status: giftCards.status,
      recipientName: giftCards.recipientName,
      recipientEmail: giftCards.recipientEmail,
      sendOn: giftCards.sendOn,
      sentAt: giftCards.sentAt,
      balanceCents: giftCards.balanceCents,
      initialCents: giftCards.initialCents,
    })
    .from(giftCards)
    .where(inArray(giftCards.purchaseOrderId, [...orderIds]))
    .orderBy(asc(giftCards.createdAt))
  const byOrder = new Map<string, OrderCard[]>()
  for (const { orderId, ...card } of rows) byOrder.set(orderId!, [...(byOrder.get(orderId!) ?? []), card])
  return byOrder
}
