import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin } from 'better-auth/plugins/admin'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import { authAccounts, rateLimits, sessions, users, verifications } from '#db/schema/auth.ts'
import { getDb } from './db.server.ts'
import { appUrl } from './env.server.ts'

/** What the auth instance tells the shop to do; the accounts module supplies the e-mails. */
export type AuthMailer = {
  verification: (to: { email: string; locale: string; name: string }, url: string) => Promise<void>
  resetPassword: (to: { email: string; locale: string; name: string }, url: string) => Promise<void>
}

/**
 * The signing secret: BETTER_AUTH_SECRET, or for the embedded demo one generated at first start and
 * kept next to the data (so sessions survive restarts). Never logged.
 */
function authSecret(): string {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET
  const file = path.resolve(process.env.DATA_DIR ?? 'var/db', '..', 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

function createAuth(mailer: AuthMailer) {
  const env = process.env
  const production = env.NODE_ENV === 'production'
  const oidc = env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
  return betterAuth({
    appName: 'Gemela',
    baseURL: appUrl(),
    basePath: '/api/auth',
    secret: authSecret(),
    telemetry: { enabled: false },
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      schema: { user: users, session: sessions, account: authAccounts, verification: verifications, rateLimit: rateLimits },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
        locale: { type: 'string', required: false, defaultValue: 'es' },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
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
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'apple', 'oidc'] } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    socialProviders: {
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } } : {}),
      ...(env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET ? { apple: { clientId: env.APPLE_CLIENT_ID, clientSecret: env.APPLE_CLIENT_SECRET } } : {}),
    },
    plugins: [
      admin({ defaultRole: 'customer', adminRoles: ['admin'] }),
      ...(oidc
        ? [genericOAuth({ config: [{ providerId: 'oidc', clientId: env.OIDC_CLIENT_ID!, clientSecret: env.OIDC_CLIENT_SECRET!, discoveryUrl: `${env.OIDC_ISSUER}/.well-known/openid-configuration`, scopes: ['openid', 'email', 'profile'] }] })]
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
      cookiePrefix: 'gemela',
      useSecureCookies: production && !appUrl().startsWith('http://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    trustedOrigins: [appUrl()],
  })
}

type Auth = ReturnType<typeof createAuth>
const slot = globalThis as typeof globalThis & { __gemelaAuth?: Auth; __gemelaAuthMailer?: AuthMailer }

/** Registered by the accounts module at import; the auth instance is built on first use (after the db opens). */
export function setAuthMailer(mailer: AuthMailer) {
  slot.__gemelaAuthMailer = mailer
}

export function getAuth(): Auth {
  if (!slot.__gemelaAuth) {
    if (!slot.__gemelaAuthMailer) throw new Error('Auth mailer not registered: import #app/modules/accounts/auth-mail.server.ts')
    slot.__gemelaAuth = createAuth(slot.__gemelaAuthMailer)
  }
  return slot.__gemelaAuth
}

/** Tests open a new database per file: the next getAuth() must build against it. */
export function resetAuth() {
  slot.__gemelaAuth = undefined
}
