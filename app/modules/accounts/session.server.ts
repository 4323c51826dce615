import { getAuth } from '#app/utils/auth.server.ts'
import { sessionsVersion } from '#app/utils/data-changes.server.ts'
import './auth-mail.server.ts'
import './user-rules.server.ts'

export type SessionUser = { id: string; email: string; name: string; firstName: string; lastName: string; locale: string; role: string }

/** Her session cookie's value (its `__Secure-` form over https): the signed token better-auth checks. */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?gemela\.session_token=([^;]+)/

/**
 * Look-ups kept in memory, by the cookie's signed value (only a value better-auth has checked gets
 * here): a signed-in customer's every page asked the database for her session and her account, and
 * better-auth checked the signature — a third of the work of her /cart. Kept at most a minute (and
 * never past the session's end), and dropped at once on every node when any session or account is
 * changed or removed (sign-out, revoked session, role, ban: the 'sessions' notice, migration 0020).
 * Without the change feed nothing is kept.
 */
const kept = new Map<string, { user: SessionUser; version: number; until: number }>()
const keepMs = 60_000
const maxKept = 10_000

/** Drops every kept look-up of this node at once (after this node signed someone out or changed an account; other nodes hear the notice). */
export function forgetKeptSessions() {
  kept.clear()
}

/**
 * The customer a session cookie names, or null. `cookie` is a Cookie header: the one the browser
 * sent (the request context asks once per request, app/request-context.server.ts) or the cookies a
 * sign-in just set. better-auth checks the signature and the session's expiry.
 */
export async function getSessionUser(cookie: string | null): Promise<SessionUser | null> {
  if (!cookie || !cookie.includes('gemela.session_token')) return null
  const value = sessionCookie.exec(cookie)?.[1]
  const version = sessionsVersion()
  const now = Date.now()
  const hit = value === undefined ? undefined : kept.get(value)
  if (hit && hit.version === version && hit.until > now) return hit.user
  const session = await getAuth().api.getSession({ headers: new Headers({ Cookie: cookie }) })
  if (!session) return null
  const u = session.user as typeof session.user & Partial<SessionUser>
  const user: SessionUser = Object.freeze({
    id: u.id,
    email: u.email,
    name: u.name,
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    locale: u.locale ?? 'es',
    role: u.role ?? 'customer',
  })
  // Kept under the version read before the look-up: a change committed meanwhile makes it stale at once.
  if (value !== undefined && version !== null) {
    if (kept.size >= maxKept) kept.clear()
    kept.set(value, { user, version, until: Math.min(now + keepMs, new Date(session.session.expiresAt).getTime()) })
  }
  return user
}

/** The customer a sign-in's new session cookies name (its Set-Cookie headers), or null when they set none. */
export async function getSessionUserFromSetCookies(setCookies: string[]): Promise<SessionUser | null> {
  const pairs = setCookies.map((c) => c.split(';')[0]!).filter((pair) => !pair.endsWith('='))
  if (!pairs.some((pair) => pair.includes('session_token='))) return null
  return getSessionUser(pairs.join('; '))
}
