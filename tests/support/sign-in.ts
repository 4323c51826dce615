import { createHmac, randomUUID } from 'node:crypto'
import '#app/modules/accounts/auth-mail.server.ts'
import '#app/modules/accounts/user-rules.server.ts'
import { getAuth } from '#app/utils/auth.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { users } from '#db/schema/auth.ts'

/**
 * A confirmed customer with a live session, made directly in the database (no e-mails, no rate
 * limits): the Cookie header a browser would send. The login UI has its own tests.
 */
export async function createSignedInCustomer(email = `clienta-${Math.random().toString(36).slice(2, 8)}@example.com`) {
  const [user] = await getDb()
    .insert(users)
    .values({ id: randomUUID(), email, name: 'Ana Ruiz', firstName: 'Ana', lastName: 'Ruiz', emailVerified: true })
    .returning({ id: users.id })
  const ctx = await getAuth().$context
  const session = await ctx.internalAdapter.createSession(user!.id)
  // better-auth signs the session cookie: `${token}.${base64 HMAC-SHA256(secret, token)}`, URI-encoded.
  const signature = createHmac('sha256', ctx.secret).update(session.token).digest('base64')
  return { userId: user!.id, email, cookie: `gemela.session_token=${encodeURIComponent(`${session.token}.${signature}`)}` }
}
