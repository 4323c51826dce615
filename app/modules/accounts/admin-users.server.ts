import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getAuth } from '#app/utils/auth.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { users } from '#db/schema/auth.ts'
import './auth-mail.server.ts'

/** Creates an admin (e-mail confirmed, no mail sent) or promotes the existing account. */
export async function ensureAdmin(input: { email: string; password?: string; name?: string }) {
  const email = input.email.trim().toLowerCase()
  const db = getDb()
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (existing) {
    await db.update(users).set({ role: 'admin', emailVerified: true, updatedAt: new Date() }).where(eq(users.id, existing.id))
    return { created: false as const, email }
  }
  const password = input.password ?? randomBytes(9).toString('base64url')
  const name = input.name ?? 'Admin Gemela'
  const ctx = await getAuth().$context
  const user = await ctx.internalAdapter.createUser({ email, name, emailVerified: true, role: 'admin', firstName: name.split(' ')[0] ?? name, lastName: name.split(' ').slice(1).join(' ') } as never, { method: 'admin' } as never)
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await ctx.password.hash(password) })
  return { created: true as const, email, password }
}

export const demoAdmin = { email: 'admin@gemela.local', password: 'gemela-demo' }

/**
 * The embedded demo's admin (never on a real server, see server/index.ts): made at the first start
 * with the documented demo password; the README and every start print it.
 */
export async function ensureDemoAdmin(): Promise<{ email: string; password: string; created: boolean }> {
  const [existing] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, demoAdmin.email))
  if (!existing) await ensureAdmin({ ...demoAdmin, name: 'Admin Gemela' })
  return { ...demoAdmin, created: !existing }
}
