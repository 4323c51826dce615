import { sql } from 'drizzle-orm'
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    email: text('email').notNull(),
    reason: text('reason').notNull(),
    comments: text('comments').notNull().default(''),
    locale: text('locale').notNull().default('es'),
    status: text('status').notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_created_at_idx').on(t.createdAt),
    index('return_requests_order_number_idx').on(t.orderNumber),
    check('return_requests_reason_check', sql`${t.reason} in ('size', 'quality', 'different', 'defect', 'other')`),
  ],
)
