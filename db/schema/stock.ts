import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { fabrics } from './catalogue.ts'

/**
 * Every manual change of a fabric's metres (/admin/stock/:fabricId): who (her id, and her e-mail as
 * it was), when, the metres before and after and why. Written with the change, in its transaction,
 * by the catalogue module that owns the stock (decision 007); never updated. `kind` leaves room for
 * other movements (an order's consumption) without a new table.
 */
export const fabricStockMovements = pgTable(
  'fabric_stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fabricId: integer('fabric_id')
      .notNull()
      .references(() => fabrics.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').$type<'adjustment'>().notNull().default('adjustment'),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    beforeMetres: numeric('before_metres', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    afterMetres: numeric('after_metres', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    index('fabric_stock_movements_fabric_idx').on(t.fabricId, t.at.desc(), t.id.desc()),
    check('fabric_stock_movements_kind_check', sql`${t.kind} in ('adjustment')`),
    check('fabric_stock_movements_metres_check', sql`${t.beforeMetres} >= 0 and ${t.afterMetres} >= 0`),
    check('fabric_stock_movements_reason_check', sql`length(${t.reason}) between 1 and 300`),
  ],
)
