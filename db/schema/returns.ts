import { sql } from 'drizzle-orm'
import { check, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
    status: text('status').notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_created_at_idx').on(t.createdAt),
    index('return_requests_order_number_idx').on(t.orderNumber),
    index('return_requests_order_id_idx').on(t.orderId),
    check('return_requests_reason_check', sql`${t.reason} in ('size', 'adjustment', 'quality', 'different', 'defect', 'other')`),
  ],
)
