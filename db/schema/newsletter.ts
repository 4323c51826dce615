import { sql } from 'drizzle-orm'
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    locale: text('locale').notNull().default('es'),
    /** Random, single purpose: the double opt-in link. */
    confirmToken: text('confirm_token').notNull(),
    /** Random, stable: the unsubscribe link carried by every e-mail. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * How her consent was asked (docs/product.md#newsletter): the form and page she subscribed from
     * ('footer /collection'), when, and the version of the notice she read beside it. `confirmed_at`
     * is when she gave it, from the e-mail (double opt-in).
     */
    consentSource: text('consent_source'),
    consentTextVersion: text('consent_text_version'),
    consentRequestedAt: timestamp('consent_requested_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(t.email),
    uniqueIndex('newsletter_subscriptions_confirm_token_key').on(t.confirmToken),
    uniqueIndex('newsletter_subscriptions_unsubscribe_token_key').on(t.unsubscribeToken),
    index('newsletter_subscriptions_status_idx').on(t.status),
    check('newsletter_subscriptions_status_check', sql`${t.status} in ('pending', 'active', 'unsubscribed')`),
  ],
)
