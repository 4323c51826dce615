import { sql } from 'drizzle-orm'
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/**
 * The back office's record of every change an admin makes (docs/architecture.md#admin): who (her id,
 * and her e-mail as it was, so the entry still says who after the account is gone), when, what
 * (`action` on `entity_type`/`entity_id`) and the entity before and after. Written in the same
 * transaction as the change it describes (`recordAudit`, decision 007), never updated or deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [
    // Newest first, paginated by (at, id): the page's keyset.
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    // One thing's history ("who changed this fabric?").
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at.desc()),
    check('audit_log_action_check', sql`length(${t.action}) between 1 and 80`),
  ],
)
