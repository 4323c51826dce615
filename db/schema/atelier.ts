import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orderItems, orders } from './orders.ts'

export type PatternJobStatus = 'pending' | 'done' | 'failed'
export type PatternFileNames = { svg: string; a4: string; a0: string }
export type PatternPieceRow = { name: string; cut: number; onFold: boolean; interfacing: number; widthMm: number; heightMm: number }

/**
 * One garment's pattern files (docs/atelier.md#drafting-after-payment): a row per order item, written
 * in the transaction that marks the order paid, drafted by the pattern worker after the commit and
 * retried with growing waits. `failed` after the last attempt; `last_error` says why while it fails.
 */
export const patternJobs = pgTable(
  'pattern_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    status: text('status').$type<PatternJobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Media storage names of the full-scale SVG and the A4 and A0 PDFs. */
    files: jsonb('files').$type<PatternFileNames>(),
    pieces: jsonb('pieces').$type<PatternPieceRow[]>(),
    a4Pages: integer('a4_pages'),
    a0Pages: integer('a0_pages'),
    /** Drafting and drawing the files, ms. */
    ms: real('ms'),
    draftedAt: timestamp('drafted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pattern_jobs_order_item_key').on(t.orderItemId),
    index('pattern_jobs_order_idx').on(t.orderId),
    index('pattern_jobs_due_idx')
      .on(t.runAfter)
      .where(sql`${t.status} = 'pending'`),
    check('pattern_jobs_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
    check('pattern_jobs_done_check', sql`${t.status} <> 'done' or ${t.files} is not null`),
  ],
)
