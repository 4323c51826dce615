import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core'

/** One row (id 1): the shop's figures, validated by the content module's zod schema. */
export const storeSettings = pgTable('store_settings', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
