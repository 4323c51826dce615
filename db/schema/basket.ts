import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { fabrics, products } from './catalogue.ts'

/**
 * A basket lives on the server. A guest's is found by the hash of the random token in its httpOnly
 * cookie (a database leak does not hand out cookies); an account's by its user id (accounts issue).
 */
export const baskets = pgTable(
  'baskets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash'),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('baskets_token_hash_key').on(t.tokenHash), uniqueIndex('baskets_user_id_key').on(t.userId)],
)

export type ItemParts = Partial<Record<string, number>>
export type ItemMeasurements =
  | { type: 'standard'; size: string; neck?: { unit: 'cm' | 'in'; value: string }; inseamCm?: number }
  | { type: 'custom'; profileName: string; values: Record<string, number>; notes?: string; method?: 'custom' | 'estimated' }

export const basketItems = pgTable(
  'basket_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    fabricId: integer('fabric_id').references(() => fabrics.id, { onDelete: 'set null' }),
    /** Chosen part id per part type of the product's category (sleeve, cuff, collar, leg, waistband). */
    parts: jsonb('parts').$type<ItemParts>().notNull().default({}),
    measurements: jsonb('measurements').$type<ItemMeasurements>(),
    /** complete | incomplete, recomputed on every write (basket-status.ts). */
    status: text('status').notNull().default('incomplete'),
    incompleteFields: jsonb('incomplete_fields').$type<string[]>().notNull().default([]),
    /** Set when the fabric sold out or its combination was locked by an order: the item asks for another. */
    fabricProblem: text('fabric_problem'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('basket_items_basket_id_idx').on(t.basketId, t.createdAt),
    index('basket_items_fabric_product_idx').on(t.fabricId, t.productId),
    check('basket_items_status_check', sql`${t.status} in ('complete', 'incomplete')`),
  ],
)
