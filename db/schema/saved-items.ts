import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import type { ItemMeasurements, ItemParts } from './basket.ts'
import { fabrics, products } from './catalogue.ts'

/**
 * Designs a customer keeps for later ('Artículos guardados', docs/product.md#basket): a basket item
 * moved out of the basket, with the same choices, and moved back into it the same way.
 */
export const savedItems = pgTable(
  'saved_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    fabricId: integer('fabric_id').references(() => fabrics.id, { onDelete: 'set null' }),
    parts: jsonb('parts').$type<ItemParts>().notNull().default({}),
    measurements: jsonb('measurements').$type<ItemMeasurements>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_items_user_id_idx').on(t.userId, t.createdAt)],
)
