import { and, asc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import { getDb, type DbOrTx, type Tx } from '#app/utils/db.server.ts'
import { paymentEvents, payments } from '#db/schema/index.ts'

/*
 * Payment attempts and the provider events already handled (docs/product.md#payments). The payments
 * module records; what a payment means for the order (paid, fabrics re-taken after an expired hold)
 * is the checkout's (payment-received.server.ts).
 */

export type PaymentMethodName = 'card' | 'test_card' | 'transfer' | 'gift_card'

export async function createPayment(p: { orderId: string; method: PaymentMethodName; amountCents: number; providerRef?: string | null }, db: DbOrTx = getDb()) {
  const [row] = await db
    .insert(payments)
    .values({ orderId: p.orderId, method: p.method, amountCents: p.amountCents, providerRef: p.providerRef ?? null })
    .returning({ id: payments.id })
  return row!.id
}

export async function findPaymentByProviderRef(providerRef: string, db: DbOrTx = getDb()) {
  const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef))
  return row ?? null
}

/**
 * Marks a payment as succeeded; false when it already was (a replayed event). A payment marked failed
 * may still succeed: a provider's events can arrive out of order, and money taken is never ignored.
 */
export async function markPaymentSucceeded(paymentId: string, tx: Tx): Promise<boolean> {
  const updated = await tx
    .update(payments)
    .set({ status: 'succeeded', updatedAt: new Date(), failureCode: null })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'succeeded')))
    .returning({ id: payments.id })
  return updated.length > 0
}

export async function markPaymentFailed(paymentId: string, failureCode: string, db: DbOrTx = getDb()) {
  await db
    .update(payments)
    .set({ status: 'failed', failureCode: failureCode.slice(0, 60), updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
}

/** Records a provider event as handled; false when it was already (a webhook delivered twice). */
export async function claimPaymentEvent(eventId: string, type: string, tx: Tx): Promise<boolean> {
  const inserted = await tx.insert(paymentEvents).values({ id: eventId, type }).onConflictDoNothing().returning({ id: paymentEvents.id })
  return inserted.length > 0
}

export async function findPaymentById(paymentId: string, db: DbOrTx = getDb()) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId))
  return row ?? null
}

export async function listPayments(orderId: string, db: DbOrTx = getDb()) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt))
}

/** The money an order gives back, as her order page tells it: how much, by which means, why, and where it stands. */
export async function listOrderRefunds(orderId: string, db: DbOrTx = getDb()) {
  const rows = await listPayments(orderId, db)
  return rows.flatMap((p) =>
    p.refundStatus && p.refundCents > 0 ? [{ amountCents: p.refundCents, method: p.method, status: p.refundStatus, reason: p.refundReason ?? 'cancelled' }] : [],
  )
}

export type PaymentRow = typeof payments.$inferSelect
export type RefundStatus = NonNullable<PaymentRow['refundStatus']>
export type RefundReason = NonNullable<PaymentRow['refundReason']>

/**
 * An order has at most one open payment (issue 31): a new attempt voids the pending ones of its
 * method, in the transaction that holds the order's row lock. Returns what was voided, so a Stripe
 * session it opened can be expired after the commit. A voided payment whose money arrives anyway
 * still counts (markPaymentSucceeded takes it): money taken is never ignored.
 */
export async function voidPendingPayments(orderId: string, method: PaymentMethodName, tx: Tx): Promise<{ id: string; providerRef: string | null }[]> {
  return tx
    .update(payments)
    .set({ status: 'cancelled', failureCode: 'replaced', updatedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), eq(payments.method, method), eq(payments.status, 'pending')))
    .returning({ id: payments.id, providerRef: payments.providerRef })
}

/** Stores a Stripe session's id on its payment; false when the payment was voided meanwhile (a newer attempt). */
export async function claimPaymentProviderRef(paymentId: string, providerRef: string, db: DbOrTx = getDb()): Promise<boolean> {
  const [row] = await db.update(payments).set({ providerRef, updatedAt: new Date() }).where(eq(payments.id, paymentId)).returning({ status: payments.status })
  return row?.status === 'pending'
}

/** How many payments were given back automatically since `from`, and how much (the dashboard's figure). */
export async function countAutomaticRefunds(from: Date, db: DbOrTx = getDb()): Promise<{ count: number; cents: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${payments.refundCents}), 0)::int` })
    .from(payments)
    .where(and(inArray(payments.refundReason, ['not_payable', 'duplicate']), gte(payments.refundedAt, from)))
  return { count: row?.count ?? 0, cents: row?.cents ?? 0 }
}

/**
 * Starts giving back money on a payment that succeeded and was not refunded yet: false when it was
 * already (a second press). `pending` while a provider is asked, `manual` for a transfer paid back
 * by hand, `succeeded` at once for the test card (nothing was taken).
 */
export async function startRefund(
  paymentId: string,
  refund: { amountCents: number; status: RefundStatus; ref?: string | null; reason: RefundReason },
  tx: Tx,
  now = new Date(),
): Promise<boolean> {
  const updated = await tx
    .update(payments)
    .set({ refundCents: refund.amountCents, refundStatus: refund.status, refundRef: refund.ref ?? null, refundReason: refund.reason, refundedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'succeeded'), isNull(payments.refundStatus)))
    .returning({ id: payments.id })
  return updated.length > 0
}

/** What the provider answered about a pending (or failed, retried) refund. */
export async function finishRefund(paymentId: string, outcome: { status: 'succeeded' | 'failed'; ref?: string | null }, db: DbOrTx = getDb()) {
  await db
    .update(payments)
    .set({ refundStatus: outcome.status, ...(outcome.ref ? { refundRef: outcome.ref } : {}), updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), inArray(payments.refundStatus, ['pending', 'failed'])))
}

/** Card refunds set out before `before` and still `pending`: Stripe was never asked, or its answer never written down (the process died). */
export async function listStalePendingCardRefunds(before: Date, db: DbOrTx = getDb()): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.method, 'card'), eq(payments.refundStatus, 'pending'), lt(payments.refundedAt, before)))
    .orderBy(asc(payments.refundedAt))
  return rows.map((r) => r.id)
}

/** A transfer's refund paid by hand: the shop says it is done. False when there was none to close. */
export async function closeManualRefund(paymentId: string, tx: Tx): Promise<boolean> {
  const updated = await tx
    .update(payments)
    .set({ refundStatus: 'succeeded', updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.refundStatus, 'manual')))
    .returning({ id: payments.id })
  return updated.length > 0
}
