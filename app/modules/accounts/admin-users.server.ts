import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { getAuth } from '#app/utils/auth.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { users } from '#db/schema/auth.ts'
import './auth-mail.server.ts'
import './user-rules.server.ts'

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
  const user = await ctx.internalAdapter.createUser(
    { email, name, emailVerified: true, role: 'admin', firstName: name.split(' ')[0] ?? name, lastName: name.split(' ').slice(1).join(' ') } as never,
    { method: 'admin' } as never,
  )
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await ctx.password.hash(password) })
  return { created: true as const, email, password }
}

export const demoAdminEmail = 'admin@gemela.local'

/** The demo admin's password file: DEMO_ADMIN_PASSWORD_FILE, or `demo-admin-password` next to the data folder. */
export function demoAdminPasswordFile(): string {
  const env = getEnv()
  return path.resolve(env.DEMO_ADMIN_PASSWORD_FILE ?? path.join(env.DATA_DIR, '..', 'demo-admin-password'))
}

/**
 * The embedded demo's admin (never on a real server, see server/index.ts). Made at the first start
 * with a random password, which is returned once (to be printed) and kept, readable by this user
 * only, in the password file; later starts return only the address and where the password is.
 */
export async function ensureDemoAdmin(passwordFile = demoAdminPasswordFile()): Promise<{ email: string; password: string | null; passwordFile: string }> {
  const [existing] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, demoAdminEmail))
  if (existing) return { email: demoAdminEmail, password: null, passwordFile }
  const password = randomBytes(12).toString('base64url')
  await ensureAdmin({ email: demoAdminEmail, password, name: 'Admin Gemela' })
  mkdirSync(path.dirname(passwordFile), { recursive: true })
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 })
  return { email: demoAdminEmail, password, passwordFile }
}
