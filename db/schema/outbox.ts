import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * Mail waiting to leave (docs/architecture.md#mail): written in the same transaction as what it
 * announces, sent after the commit by the outbox worker, retried with growing waits, so a failing
 * SMTP server loses nothing. `dedupe_key` makes announcing the same thing twice one message.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    toAddress: text('to_address').notNull(),
    locale: text('locale').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_key').on(t.dedupeKey),
    index('mail_outbox_due_idx')
      .on(t.runAfter)
      .where(sql`${t.sentAt} is null`),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
)
