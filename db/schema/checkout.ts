import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { baskets } from './basket.ts'

/**
 * What she has typed and chosen so far in the checkout of one basket (contact, address, shipping,
 * payment method), kept on the server so Back and a reload keep it and nothing is trusted from the
 * browser. Deleted with the basket or when the order is placed.
 */
export const checkoutDrafts = pgTable('checkout_drafts', {
  basketId: uuid('basket_id')
    .primaryKey()
    .references(() => baskets.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
