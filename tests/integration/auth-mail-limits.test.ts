import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '#db/schema/auth.ts'
import { authMailLimits } from '#app/modules/accounts/auth-mail.server.ts'
import { action as forgotAction } from '#app/routes/auth/forgot-password.tsx'
import { action as loginAction } from '#app/routes/auth/login.tsx'
import { action as registerAction } from '#app/routes/auth/register.tsx'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, formRequest, routeArgs } from '#tests/support/requests.ts'
import { advanceThrottleClock } from '#tests/support/throttles.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'

/**
 * The account e-mails better-auth asks the shop to send (verification, password reset) are limited
 * per recipient here, and per client address by better-auth's own rules (auth.server.ts).
 */
const { db } = useTestDatabase()
const sink = useMailSink()
const password = 'Tela-Azul-2025!x'

let ip = 0
/** A fresh client address per request unless one is given: only the per-recipient limit is in play. */
function from(request: Request, address = `192.0.2.${++ip % 250}`) {
  request.headers.set('X-Forwarded-For', address)
  return request
}

async function register(email: string) {
  const request = from(formRequest('/register', { firstName: 'Ana', lastName: 'Ruiz', email, password, confirm: password }))
  const res = await call(() => registerAction(routeArgs(request) as never))
  expect(res.status).toBe(200)
}

function resendVerification(email: string, address?: string) {
  return call(() => loginAction(routeArgs(from(formRequest('/login', { intent: 'resend', email }), address)) as never))
}

function forgot(email: string, address?: string) {
  return call(() => forgotAction(routeArgs(from(formRequest('/forgot-password', { email }), address)) as never))
}

const settleMail = () => new Promise((r) => setTimeout(r, 150))
const mailsTo = (email: string, subject?: string) => sink().messages.filter((m) => m.to.includes(email) && (!subject || m.subject === subject))

describe('account e-mail limits', () => {
  it('verification: three an hour to one address, the fourth request is answered as usual but sends nothing', async () => {
    await register('verify@example.com')
    await sink().waitFor('verify@example.com')
    for (let i = 0; i < 3; i++) expect((await resendVerification('verify@example.com')).status).toBe(200)
    await settleMail()
    expect(mailsTo('verify@example.com', 'Confirma tu email')).toHaveLength(authMailLimits.perKindHourly.limit)

    await advanceThrottleClock(authMailLimits.perKindHourly.windowSeconds)
    await resendVerification('verify@example.com')
    await sink().waitFor('verify@example.com', () => mailsTo('verify@example.com').length > authMailLimits.perKindHourly.limit)
  })

  it('password reset: three an hour to one address, whoever asks', async () => {
    await register('reset@example.com')
    await db().update(users).set({ emailVerified: true }).where(eq(users.email, 'reset@example.com'))
    sink().messages.length = 0
    for (let i = 0; i < 5; i++) expect(await forgot('reset@example.com')).toMatchObject({ status: 200, data: { sent: true } })
    await settleMail()
    expect(mailsTo('reset@example.com')).toHaveLength(authMailLimits.perKindHourly.limit)
    expect(mailsTo('reset@example.com')[0]!.text).toContain('/reset-password')
  })

  it('all account mails: at most ten a day to one address, hour after hour', async () => {
    await register('daily@example.com')
    await db().update(users).set({ emailVerified: true }).where(eq(users.email, 'daily@example.com'))
    for (let hour = 0; hour < 4; hour++) {
      for (let i = 0; i < 3; i++) await forgot('daily@example.com')
      await advanceThrottleClock(authMailLimits.perKindHourly.windowSeconds)
    }
    await settleMail()
    // The verification mail at sign-up counts too.
    expect(mailsTo('daily@example.com')).toHaveLength(authMailLimits.perRecipientDaily.limit)
  })

  it('per client address, better-auth’s own rule: the 6th reset request in a minute from one client sends nothing', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `client${i}@example.com`)
    for (const email of emails) await register(email)
    await db().update(users).set({ emailVerified: true })
    sink().messages.length = 0
    for (const email of emails) await forgot(email, '203.0.113.77')
    await settleMail()
    expect(sink().messages).toHaveLength(5)
    expect(mailsTo('client5@example.com')).toHaveLength(0)
  })
})
