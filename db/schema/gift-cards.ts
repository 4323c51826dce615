import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orders } from './orders.ts'

/**
 * A gift card: the code is shown once (e-mail to the recipient) and stored only as its sha256; the
 * balance can never go below zero (a check), so concurrent redemptions cannot overspend it.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    /** The last four characters, to tell cards apart in lists and e-mails without the code. */
    codeLast4: text('code_last4').notNull(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    status: text('status').$type<'pending_payment' | 'active' | 'void'>().notNull().default('pending_payment'),
    purchaseOrderId: uuid('purchase_order_id').references(() => orders.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull().default(''),
    locale: text('locale').notNull().default('es'),
    sendOn: date('send_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_hash_key').on(t.codeHash),
    index('gift_cards_send_idx')
      .on(t.sendOn)
      .where(sql`${t.sentAt} is null`),
    // The back office's list (newest first, keyset) and its searches: by recipient, by order, by the code's end.
    index('gift_cards_created_idx').on(t.createdAt, t.id),
    index('gift_cards_recipient_idx').on(sql`lower(${t.recipientEmail})`),
    index('gift_cards_order_idx').on(t.purchaseOrderId),
    index('gift_cards_last4_idx').on(t.codeLast4),
    check('gift_cards_balance_check', sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`),
    check('gift_cards_status_check', sql`${t.status} in ('pending_payment', 'active', 'void')`),
  ],
)

/** Every use of a card: a redemption (positive) or an amount given back when its order ends unpaid (negative). */
export const giftCardUses = pgTable(
  'gift_card_uses',
  {
    id: serial('id').primaryKey(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_uses_card_idx').on(t.giftCardId, t.at), check('gift_card_uses_amount_check', sql`${t.amountCents} <> 0`)],
)

/**
 * What the shop did to a card from the back office (docs/product.md#gift-cards): resent its e-mail
 * (with a new code: the old one stops working) or voided it, by whom and why. Shown with the card's
 * movements; the audit log keeps the same changes among all the others.
 */
export const giftCardEvents = pgTable(
  'gift_card_events',
  {
    id: serial('id').primaryKey(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'resent' | 'voided'>().notNull(),
    actorEmail: text('actor_email').notNull(),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_events_card_idx').on(t.giftCardId, t.at), check('gift_card_events_kind_check', sql`${t.kind} in ('resent', 'voided')`)],
)
