import { and, eq, sql } from 'drizzle-orm'
import { getDb } from '#app/utils/db.server.ts'
import { users } from '#db/schema/auth.ts'

/** Whether an account has confirmed it owns this e-mail address (any case): the one kind of address the shop may write to without limit. */
export async function isVerifiedAddress(email: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.emailVerified, true)))
    .limit(1)
  return row !== undefined
}
