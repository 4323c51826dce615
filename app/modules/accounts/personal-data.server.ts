import { and, eq } from 'drizzle-orm'
import { getAuth } from '#app/utils/auth.server.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { authAccounts, sessions, users, verifications } from '#db/schema/auth.ts'
import { consumeThrottle, type ThrottleRule } from '#app/modules/throttle/throttle.server.ts'
import { forgetKeptSessions } from './session.server.ts'

/** What the shop holds of her account itself (the export's first part, docs/security.md#her-data). */
export async function getAccountRecord(userId: string) {
  const [row] = await getDb()
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) return null
  const signIns = await getDb().select({ provider: authAccounts.providerId, createdAt: authAccounts.createdAt }).from(authAccounts).where(eq(authAccounts.userId, userId))
  return { ...row, signInMethods: signIns.map((s) => ({ provider: s.provider === 'credential' ? 'password' : s.provider, since: s.createdAt })) }
}

/** Tries at her password on the deletion form: a stolen session must not be a way to guess it. */
export const deletionAttempts = { limit: 5, windowSeconds: 60 * 60 } as const satisfies ThrottleRule

/** Her password, checked as better-auth checks it at sign-in; false also when she has none (a provider's sign-in only). */
export async function checkOwnPassword(userId: string, cookie: string | null, password: string): Promise<'ok' | 'wrong' | 'rateLimited'> {
  const allowed = await consumeThrottle(`account-delete:${userId}`, deletionAttempts)
  if (!allowed.ok) return 'rateLimited'
  try {
    const headers = new Headers()
    if (cookie) headers.set('Cookie', cookie)
    await getAuth().api.verifyPassword({ body: { password }, headers })
    return 'ok'
  } catch {
    return 'wrong'
  }
}

/** Whether she signs in with a password (an account made with Google, Apple or another provider alone has none). */
export async function hasPassword(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')))
    .limit(1)
  return row !== undefined
}

/** How recent a sign-in confirms a deletion without a password: her provider asked who she is just now. */
export const FRESH_SIGN_IN_MS = 15 * 60_000

/**
 * Confirming the deletion of an account without a password: she types her e-mail address, and the
 * session must come from a sign-in of the last 15 minutes (a session left open on a shared computer
 * is not enough). Throttled as the password is.
 */
export async function checkFreshSignIn(userId: string, cookie: string | null, typedEmail: string, now = Date.now()): Promise<'ok' | 'wrongEmail' | 'stale' | 'rateLimited'> {
  const allowed = await consumeThrottle(`account-delete:${userId}`, deletionAttempts)
  if (!allowed.ok) return 'rateLimited'
  const [account] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, userId))
  if (!account || typedEmail.trim().toLowerCase() !== account.email.toLowerCase()) return 'wrongEmail'
  const session = cookie ? await getAuth().api.getSession({ headers: new Headers({ Cookie: cookie }), query: { disableCookieCache: true } }) : null
  if (!session || session.user.id !== userId) return 'stale'
  return now - new Date(session.session.createdAt).getTime() <= FRESH_SIGN_IN_MS ? 'ok' : 'stale'
}

/** The address an erased account and its records carry instead of hers: unique, and never deliverable (.invalid, RFC 2606). */
export function erasedEmailFor(userId: string): string {
  return `borrada-${userId.toLowerCase().replace(/[^a-z0-9]/g, '')}@gemela.invalid`
}

/**
 * Empties her account: no name, no address of hers, no way in (its password and providers' links
 * deleted, every session revoked, the pending e-mail links void). The row stays, marked deleted, so
 * the orders the law makes the shop keep still have an owner the admin reads as "deleted".
 */
export async function eraseAccount(userId: string, email: string, tx: Tx): Promise<void> {
  const erased = erasedEmailFor(userId)
  await tx.delete(sessions).where(eq(sessions.userId, userId))
  await tx.delete(authAccounts).where(eq(authAccounts.userId, userId))
  await tx.delete(verifications).where(eq(verifications.identifier, email))
  await tx
    .update(users)
    .set({
      email: erased,
      emailVerified: false,
      name: '',
      firstName: '',
      lastName: '',
      image: null,
      banned: true,
      banReason: 'deleted',
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
}

/** After the erasure commits: this node forgets her sessions at once (the others hear the change feed). */
export function afterAccountErased() {
  forgetKeptSessions()
}
