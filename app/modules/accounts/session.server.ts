import { getAuth } from '#app/utils/auth.server.ts'
import './auth-mail.server.ts'
import './user-rules.server.ts'

export type SessionUser = { id: string; email: string; name: string; firstName: string; lastName: string; locale: string; role: string }

/**
 * The customer a session cookie names, or null. `cookie` is a Cookie header: the one the browser
 * sent (the request context asks once per request, app/request-context.server.ts) or the cookies a
 * sign-in just set. better-auth checks the signature and the session's expiry.
 */
export async function getSessionUser(cookie: string | null): Promise<SessionUser | null> {
  if (!cookie || !cookie.includes('gemela.session_token')) return null
  const session = await getAuth().api.getSession({ headers: new Headers({ Cookie: cookie }) })
  if (!session) return null
  const u = session.user as typeof session.user & Partial<SessionUser>
  return { id: u.id, email: u.email, name: u.name, firstName: u.firstName ?? '', lastName: u.lastName ?? '', locale: u.locale ?? 'es', role: u.role ?? 'customer' }
}

/** The customer a sign-in's new session cookies name (its Set-Cookie headers), or null when they set none. */
export async function getSessionUserFromSetCookies(setCookies: string[]): Promise<SessionUser | null> {
  const pairs = setCookies.map((c) => c.split(';')[0]!).filter((pair) => !pair.endsWith('='))
  if (!pairs.some((pair) => pair.includes('session_token='))) return null
  return getSessionUser(pairs.join('; '))
}
