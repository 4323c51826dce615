import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Counters for the shop's own rate limits (app/modules/throttle/throttle.server.ts), kept in the
 * database so every shop process behind a load balancer counts against the same numbers.
 * One row per key and fixed window. The key is the sha256 of what is counted (a client address,
 * an e-mail address), never the address itself: this table holds no personal data.
 */
export const throttles = pgTable(
  'throttles',
  {
    /** sha256 hex of the caller's key: 64 characters, whatever the key. */
    key: text('key').primaryKey(),
    /** Attempts in the current window, the refused ones included. */
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** window_started_at + the rule's window: past it the row counts for nothing and may be deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttles_expires_at_idx').on(t.expiresAt), check('throttles_key_check', sql`length(${t.key}) = 64`), check('throttles_count_check', sql`${t.count} >= 0`)],
)
