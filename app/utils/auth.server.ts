import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import { authAccounts, rateLimits, sessions, users, verifications } from '#db/schema/auth.ts'
import { getDb } from './db.server.ts'
import { appUrl, getEnv } from './env.server.ts'
import { authCookiePrefix, browserStorage } from './browser-storage.ts'
import { betterAuthLogger } from './logger.server.ts'

/**
 * Every write into the user table passes the shop's own rules (the accounts module supplies them):
 * the same lengths, language and address checks as its forms, whichever endpoint writes. It
 * returns the fields to store or throws better-auth's APIError (a 400).
 */
export type UserRules = (fields: Record<string, unknown>) => Record<string, unknown>

/** What the auth instance tells the shop to do; the accounts module supplies the e-mails. */
export type AuthMailer = {
  verification: (to: { email: string; locale: string; name: string }, url: string) => Promise<void>
  resetPassword: (to: { email: string; locale: string; name: string }, url: string) => Promise<void>
}

type EmailVerifiedListener = (user: { id: string; email: string }) => Promise<void>
const emailVerifiedListeners = new Set<EmailVerifiedListener>()

/** Called after a customer confirms her e-mail address (the orders module claims her guest orders). */
export function onEmailVerified(listener: EmailVerifiedListener) {
  emailVerifiedListeners.add(listener)
}

/**
 * The signing secret: BETTER_AUTH_SECRET, or for the embedded demo one generated at first start and
 * kept next to the data (so sessions survive restarts). Never logged. Other signatures derive their
 * own keys from it (signing.server.ts) rather than using it directly.
 */
export function authSecret(): string {
  const env = getEnv()
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET
  const file = path.resolve(env.DATA_DIR, '..', 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

function createAuth(mailer: AuthMailer, userRules: UserRules) {
  const env = getEnv()
  const oidc = env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
  return betterAuth({
    appName: 'Gemela',
    baseURL: appUrl(),
    basePath: '/api/auth',
    secret: authSecret(),
    telemetry: { enabled: false },
    // Its messages quote what clients send (a callbackURL): into the bounded JSON log, never raw lines.
    logger: betterAuthLogger(),
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      schema: { user: users, session: sessions, account: authAccounts, verification: verifications, rateLimit: rateLimits },
    }),
    user: {
      // Her new address is confirmed from itself (the verification e-mail, sent to it) before it replaces the old (docs/security.md#her-data).
      changeEmail: { enabled: true },
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
        locale: { type: 'string', required: false, defaultValue: 'es' },
        // Never from a request body: admins are made by `npm run admin:create` (and the shop's admin).
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
      },
    },
    databaseHooks: {
      user: {
        create: { before: async (user) => ({ data: userRules(user) }) },
        update: { before: async (fields) => ({ data: userRules(fields) }) },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => mailer.resetPassword(user as never, url),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => mailer.verification(user as never, url),
      afterEmailVerification: async (user) => {
        for (const listener of emailVerifiedListeners) await listener({ id: user.id, email: user.email })
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'apple', 'oidc'] } },
    session: { expiresIn: browserStorage.session.lifetimeSeconds, updateAge: 60 * 60 * 24 },
    socialProviders: {
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } } : {}),
      ...(env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET ? { apple: { clientId: env.APPLE_CLIENT_ID, clientSecret: env.APPLE_CLIENT_SECRET } } : {}),
    },
    // No admin plugin: its endpoints (list users, impersonate, set role…) would be a second way into
    // every account. The shop's own admin pages, guarded by requireAdmin, are the only one.
    plugins: [
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'oidc',
                  clientId: env.OIDC_CLIENT_ID!,
                  clientSecret: env.OIDC_CLIENT_SECRET!,
                  discoveryUrl: `${env.OIDC_ISSUER}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                },
              ],
            }),
          ]
        : []),
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: { '/sign-in/email': { window: 60, max: 10 }, '/sign-up/email': { window: 60, max: 5 }, '/request-password-reset': { window: 60, max: 5 } },
    },
    advanced: {
      cookiePrefix: authCookiePrefix,
      // One cookie name over http and https; the host adds `Secure` when the request came over https
      // (server/response-policy.ts), so the prefix-less name is the price of one rule for every cookie.
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    trustedOrigins: [appUrl()],
  })
}

type Auth = ReturnType<typeof createAuth>
const slot = globalThis as typeof globalThis & { __gemelaAuth?: Auth; __gemelaAuthMailer?: AuthMailer; __gemelaUserRules?: UserRules }

/** Registered by the accounts module at import; the auth instance is built on first use (after the db opens). */
export function setAuthMailer(mailer: AuthMailer) {
  slot.__gemelaAuthMailer = mailer
}

/** Registered by the accounts module at import (user-rules.server.ts). */
export function setAuthUserRules(rules: UserRules) {
  slot.__gemelaUserRules = rules
}

export function getAuth(): Auth {
  if (!slot.__gemelaAuth) {
    if (!slot.__gemelaAuthMailer) throw new Error('Auth mailer not registered: import #app/modules/accounts/auth-mail.server.ts')
    if (!slot.__gemelaUserRules) throw new Error('User rules not registered: import #app/modules/accounts/user-rules.server.ts')
    slot.__gemelaAuth = createAuth(slot.__gemelaAuthMailer, slot.__gemelaUserRules)
  }
  return slot.__gemelaAuth
}

/** Tests open a new database per file: the next getAuth() must build against it. */
export function resetAuth() {
  slot.__gemelaAuth = undefined
}
