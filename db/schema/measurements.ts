import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * A customer's saved measurement profile: the 22 fields in centimetres (one decimal) and notes.
 * `userId` is the account's id (accounts issue); every read and write is scoped by it.
 */
export const measurementProfiles = pgTable(
  'measurement_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    /** standard | custom | estimated: how the values were obtained. */
    method: text('method').notNull().default('custom'),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('measurement_profiles_user_id_idx').on(t.userId, t.createdAt)],
)
