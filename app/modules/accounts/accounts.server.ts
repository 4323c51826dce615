import { eq } from 'drizzle-orm'
import { getAuth } from '#app/utils/auth.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { users, verifications } from '#db/schema/auth.ts'
import { appUrl, getEnv } from '#app/utils/env.server.ts'
import type { Locale } from '#app/i18n/config.ts'
import { consumeThrottle, peekThrottle, resetThrottle } from '#app/modules/throttle/throttle.server.ts'
import { forgetKeptSessions } from './session.server.ts'
import './auth-mail.server.ts'
import './user-rules.server.ts'

/**
 * The browser better-auth acts for: the Cookie header it sent (its session, and the state cookie of
 * an external sign-in) and its address as the host established it (server/security.ts). The request
 * context supplies it (app/request-context.server.ts).
 */
export type AuthCaller = { cookie: string | null; address: string | null }

/**
 * Calls go through better-auth's HTTP handler (not its server API) so its rate limits, cookie
 * handling and origin checks apply exactly as for a browser; we forward the client's address.
 */
async function callAuth(caller: AuthCaller, path: string, body: unknown) {
  const headers = new Headers({ 'Content-Type': 'application/json', Origin: new URL(appUrl()).origin })
  if (caller.cookie) headers.set('Cookie', caller.cookie)
  if (caller.address) headers.set('X-Forwarded-For', caller.address)
  const response = await getAuth().handler(new Request(`${appUrl()}/api/auth${path}`, { method: 'POST', headers, body: JSON.stringify(body) }))
  // A sign-out, a revoked session or a changed account: this node's next page must not serve the old one.
  forgetKeptSessions()
  const payload = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null
  return { response, status: response.status, code: payload?.code ?? null }
}

export type SignUpResult = { ok: true } | { ok: false; reason: 'exists' | 'rateLimited' | 'error' }

/**
 * Where the confirmation link lands (better-auth signs her in first, autoSignInAfterVerification):
 * a page that says the e-mail is confirmed, or, with `?error=`, that the link is not valid.
 */
export const emailConfirmedPath = '/email-confirmed'

export async function signUp(caller: AuthCaller, input: { firstName: string; lastName: string; email: string; password: string; locale: Locale }): Promise<SignUpResult> {
  // better-auth answers an existing address like a new one (to hide it); the spec wants it said.
  const [existing] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, input.email))
  if (existing) return { ok: false, reason: 'exists' }
  const result = await callAuth(caller, '/sign-up/email', {
    email: input.email,
    password: input.password,
    name: `${input.firstName} ${input.lastName}`.trim(),
    firstName: input.firstName,
    lastName: input.lastName,
    locale: input.locale,
    callbackURL: emailConfirmedPath,
  })
  if (result.status === 200) return { ok: true }
  if (result.code === 'USER_ALREADY_EXISTS' || result.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') return { ok: false, reason: 'exists' }
  if (result.status === 429) return { ok: false, reason: 'rateLimited' }
  return { ok: false, reason: 'error' }
}

export type SignInResult = { ok: true; setCookies: string[] } | { ok: false; reason: 'invalid' | 'unverified' | 'rateLimited' | 'error' }

/**
 * Per account, on top of better-auth's 10 attempts a minute per client address: after
 * `freeFailures` wrong passwords for one address, each next attempt must wait twice as long as the
 * one before (2 s, 4 s, … up to 15 minutes), whoever makes it. Never a lockout: the owner can still
 * sign in after the wait, or reset her password at once. A right password clears the count; the
 * count also ends a day after its first failure. (docs/security.md)
 */
export const signInThrottle = { freeFailures: 5, maxDelaySeconds: 15 * 60, windowSeconds: 24 * 60 * 60 }

/** Seconds she must wait after `failures` wrong passwords since the last one (0 = may try now). */
export function computeSignInDelaySeconds(failures: number): number {
  if (failures < signInThrottle.freeFailures) return 0
  return Math.min(signInThrottle.maxDelaySeconds, 2 ** (failures - signInThrottle.freeFailures + 1))
}

const signInKey = (email: string) => `signin:account:${email.trim().toLowerCase()}`

export async function signIn(caller: AuthCaller, input: { email: string; password: string }): Promise<SignInResult> {
  const key = signInKey(input.email)
  const failures = await peekThrottle(key)
  if (failures) {
    const waitUntil = failures.lastAt.getTime() + computeSignInDelaySeconds(failures.count) * 1000
    if (Date.now() < waitUntil) return { ok: false, reason: 'rateLimited' }
  }
  const result = await callAuth(caller, '/sign-in/email', { email: input.email, password: input.password, callbackURL: emailConfirmedPath })
  if (result.status === 200) {
    if (failures) await resetThrottle(key)
    return { ok: true, setCookies: result.response.headers.getSetCookie() }
  }
  if (result.status === 429) return { ok: false, reason: 'rateLimited' }
  if (result.code === 'EMAIL_NOT_VERIFIED') return { ok: false, reason: 'unverified' }
  if (result.status === 401 || result.code === 'INVALID_EMAIL_OR_PASSWORD') {
    await consumeThrottle(key, { limit: Number.MAX_SAFE_INTEGER, windowSeconds: signInThrottle.windowSeconds })
    return { ok: false, reason: 'invalid' }
  }
  return { ok: false, reason: 'error' }
}

export async function resendVerification(caller: AuthCaller, email: string): Promise<boolean> {
  const result = await callAuth(caller, '/send-verification-email', { email, callbackURL: emailConfirmedPath })
  return result.status === 200
}

/** Signs out this device, or every device of the account (`everywhere`). Returns the cookies that clear the session. */
export async function signOut(caller: AuthCaller, everywhere = false): Promise<string[]> {
  if (everywhere) await callAuth(caller, '/revoke-sessions', {})
  const result = await callAuth(caller, '/sign-out', {})
  return result.response.headers.getSetCookie()
}

/**
 * The better-auth endpoints open to browsers (docs/security.md): the e-mail confirmation and reset
 * links, the providers' callbacks (Apple posts its answer) and better-auth's error page.
 */
const publicAuthEndpoints: { method: 'GET' | 'POST'; path: RegExp }[] = [
  { method: 'GET', path: /^\/api\/auth\/verify-email$/ },
  { method: 'GET', path: /^\/api\/auth\/reset-password\/[^/]+$/ },
  { method: 'GET', path: /^\/api\/auth\/(?:oauth2\/)?callback\/[a-z0-9-]+$/ },
  { method: 'POST', path: /^\/api\/auth\/callback\/apple$/ },
  { method: 'GET', path: /^\/api\/auth\/error$/ },
]

export function isPublicAuthEndpoint(method: string, pathname: string): boolean {
  const m = method === 'HEAD' ? 'GET' : method
  return publicAuthEndpoints.some((e) => e.method === m && e.path.test(pathname))
}

/** Always the same answer, whether or not the address has an account (no enumeration here). */
export async function requestPasswordReset(caller: AuthCaller, email: string) {
  await callAuth(caller, '/request-password-reset', { email, redirectTo: '/reset-password' })
}

/**
 * Sets the new password with the single-use token from the e-mail (better-auth checks expiry and
 * deletes it), revokes other sessions, and signs her in on this device.
 */
export async function resetPassword(caller: AuthCaller, token: string, newPassword: string): Promise<{ ok: true; setCookies: string[] } | { ok: false }> {
  const [verification] = await getDb()
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${token}`))
  const [user] = verification ? await getDb().select({ email: users.email }).from(users).where(eq(users.id, verification.userId)) : []
  if (!user) return { ok: false }
  const result = await callAuth(caller, '/reset-password', { token, newPassword })
  if (result.status !== 200) return { ok: false }
  // The link proved she owns the address: earlier wrong passwords no longer delay her.
  await resetThrottle(signInKey(user.email))
  const signedIn = await signIn(caller, { email: user.email, password: newPassword })
  return signedIn.ok ? { ok: true, setCookies: signedIn.setCookies } : { ok: false }
}

export type Provider = 'google' | 'apple' | 'oidc'

/** External sign-in buttons: only the providers whose credentials are configured. */
export function availableProviders(): Provider[] {
  const env = getEnv()
  const list: Provider[] = []
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) list.push('google')
  if (env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET) list.push('apple')
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) list.push('oidc')
  return list
}

/**
 * Starts an external sign-in: better-auth answers with the provider's authorization URL and a state
 * cookie; the browser is sent there. Errors come back to /login?oauthError=<provider>.
 */
export async function startExternalSignIn(caller: AuthCaller, provider: Provider, redirectTo: string) {
  const common = { callbackURL: redirectTo, errorCallbackURL: `/login?oauthError=${provider}`, newUserCallbackURL: redirectTo }
  // better-auth 1.7 registers generic OIDC providers as social providers: one endpoint for all.
  const result = await callAuth(caller, '/sign-in/social', { provider, ...common })
  const body = (await result.response
    .clone()
    .json()
    .catch(() => null)) as { url?: string } | null
  return { url: body?.url ?? null, setCookies: result.response.headers.getSetCookie() }
}

/** Name and e-mail language of the signed-in customer (through better-auth, so the session sees it). */
export async function updatePersonalData(caller: AuthCaller, input: { firstName: string; lastName: string; locale: Locale }) {
  const result = await callAuth(caller, '/update-user', { ...input, name: `${input.firstName} ${input.lastName}`.trim() })
  return result.status === 200
}

/** Asks for the current password; signs out her other devices. Returns the refreshed session cookies. */
export async function changePassword(caller: AuthCaller, input: { currentPassword: string; newPassword: string }) {
  const result = await callAuth(caller, '/change-password', { ...input, revokeOtherSessions: true })
  if (result.status === 200) return { ok: true as const, setCookies: result.response.headers.getSetCookie() }
  return { ok: false as const, reason: result.status === 429 ? ('rateLimited' as const) : ('wrongPassword' as const) }
}

/** Change-email requests an account may make: each sends two mails (the new address's link, the old one's notice). */
export const emailChangeLimit = { limit: 3, windowSeconds: 60 * 60 } as const

/**
 * Asks better-auth to change her e-mail: it mails a confirmation link to the new address (sent by
 * auth-mail.server.ts as a "confirm your new e-mail"), and the address changes when she opens it.
 * An address another account uses gets no mail and the same answer (no enumeration).
 */
export async function requestEmailChange(caller: AuthCaller, user: { id: string }, newEmail: string, callbackURL: string): Promise<'sent' | 'same' | 'rateLimited' | 'error'> {
  const allowed = await consumeThrottle(`email-change:${user.id}`, emailChangeLimit)
  if (!allowed.ok) return 'rateLimited'
  const result = await callAuth(caller, '/change-email', { newEmail, callbackURL })
  if (result.status === 200) return 'sent'
  if (result.status === 429) return 'rateLimited'
  return result.status === 400 ? 'same' : 'error'
}
