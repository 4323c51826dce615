import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orders } from './orders.ts'

/**
 * One attempt to pay an order (or part of it, with a gift card): its method, amount and the
 * provider's reference (a Stripe Checkout Session id). A payment succeeds once; docs/product.md#payments.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').$type<'card' | 'test_card' | 'transfer' | 'gift_card'>().notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed' | 'cancelled'>().notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    providerRef: text('provider_ref'),
    failureCode: text('failure_code'),
    /**
     * Money given back on this payment (issue 17: an admin cancels a paid order): how much, the
     * provider's refund id (a Stripe refund, or a local one for the test card), and where it stands —
     * pending while the provider is asked, failed to retry, succeeded, or manual (a transfer the
     * shop pays back by hand).
     */
    refundCents: integer('refund_cents').notNull().default(0),
    refundStatus: text('refund_status').$type<'pending' | 'succeeded' | 'failed' | 'manual'>(),
    refundRef: text('refund_ref'),
    /**
     * Why the money goes back (issue 31): `cancelled` (the order was cancelled after paying),
     * `not_payable` (it arrived for an order already cancelled or expired) or `duplicate` (the order
     * was paid already) — the last two given back automatically, when it arrived (`refunded_at`).
     */
    refundReason: text('refund_reason').$type<'cancelled' | 'not_payable' | 'duplicate'>(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_key').on(t.providerRef),
    index('payments_order_idx').on(t.orderId),
    check('payments_method_check', sql`${t.method} in ('card', 'test_card', 'transfer', 'gift_card')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'cancelled')`),
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
    check('payments_refund_check', sql`${t.refundCents} >= 0 and ${t.refundCents} <= ${t.amountCents}`),
    check('payments_refund_reason_check', sql`${t.refundReason} is null or ${t.refundReason} in ('cancelled', 'not_payable', 'duplicate')`),
    // The dashboard's count of payments given back automatically this month.
    index('payments_auto_refund_idx')
      .on(t.refundedAt)
      .where(sql`${t.refundReason} in ('not_payable', 'duplicate')`),
    check('payments_refund_status_check', sql`${t.refundStatus} is null or ${t.refundStatus} in ('pending', 'succeeded', 'failed', 'manual')`),
  ],
)

/** Provider events already handled (Stripe event ids): a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})
