import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { orders } from './orders.ts'

export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    /** What she typed (normalised), kept whether or not it names one of the shop's orders. */
    orderNumber: text('order_number').notNull(),
    email: text('email').notNull(),
    /**
     * The order, when the number and the e-mail both match one (docs/product.md#returns-and-exchanges).
     * A request outlives its order's deletion: it keeps the number she typed.
     */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    comments: text('comments').notNull().default(''),
    locale: text('locale').notNull().default('es'),
    /** new (waiting for the shop) → answered → closed; a closed one can be reopened (docs/product.md#admin-requests). */
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_order_number_idx').on(t.orderNumber),
    index('return_requests_order_id_idx').on(t.orderId),
    // The back office's list: newest first by (created_at, id), filtered by status or reason, searched by e-mail.
    index('return_requests_list_idx').on(t.createdAt, t.id),
    index('return_requests_status_idx').on(t.status, t.createdAt, t.id),
    index('return_requests_reason_idx').on(t.reason, t.createdAt, t.id),
    index('return_requests_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    check('return_requests_reason_check', sql`${t.reason} in ('size', 'adjustment', 'quality', 'different', 'defect', 'other')`),
    check('return_requests_status_check', sql`${t.status} in ('new', 'answered', 'closed')`),
  ],
)

/**
 * A request's history in the back office: each status change, internal note (never shown to her) and
 * reply sent to her by e-mail, with who and when. Written in the same transaction as the change and
 * its audit row; never updated or deleted (it goes with its request).
 */
export const returnRequestEvents = pgTable(
  'return_request_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Her e-mail as it was, so the line still says who after the account is gone. */
    actorEmail: text('actor_email').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** The note's or the reply's text; empty for a status change. */
    body: text('body').notNull().default(''),
  },
  (t) => [
    index('return_request_events_request_idx').on(t.requestId, t.at),
    check('return_request_events_kind_check', sql`${t.kind} in ('status', 'note', 'reply')`),
    check('return_request_events_status_check', sql`${t.fromStatus} in ('new', 'answered', 'closed') and ${t.toStatus} in ('new', 'answered', 'closed')`),
  ],
)
