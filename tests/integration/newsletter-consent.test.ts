import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { newsletterSubscriptions } from '#db/schema/newsletter.ts'
import { newsletterConsentTextVersion } from '#app/modules/newsletter/consent.ts'
import { action as subscribe } from '#app/routes/resources/newsletter.ts'
import { action as confirmAction } from '#app/routes/newsletter/confirm.tsx'
import { useTestDatabase } from '#tests/setup/db.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'
import { findLink } from '#tests/support/parse-mail.ts'
import { call, formRequest, routeArgs } from '#tests/support/requests.ts'

/** Issue 33: the newsletter keeps its double opt-in and records how, when and under which wording she consented. */
const { db } = useTestDatabase()
const sink = useMailSink()

const row = async (email: string) => (await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]!

describe('newsletter consent record', () => {
  test('the form and page she subscribed from, when, and the notice’s version; the confirmation is when she gave it', async () => {
    const before = Date.now()
    const res = await call(() => subscribe(routeArgs(formRequest('/resources/newsletter', { email: 'consiente@example.com', form: 'footer', page: '/collection/2' })) as never))
    expect(res.status).toBe(200)
    const pending = await row('consiente@example.com')
    expect(pending).toMatchObject({ status: 'pending', consentSource: 'footer /collection/2', consentTextVersion: newsletterConsentTextVersion, confirmedAt: null })
    expect(pending.consentRequestedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)

    const link = new URL(findLink(await sink().waitFor('consiente@example.com'), '/newsletter/confirm/'))
    const token = link.pathname.split('/').pop()!
    await call(() => confirmAction(routeArgs(formRequest(link.pathname, {}), { token }) as never))
    const active = await row('consiente@example.com')
    expect(active.status).toBe('active')
    expect(active.confirmedAt!.getTime()).toBeGreaterThanOrEqual(pending.consentRequestedAt!.getTime())
    expect(active.consentSource).toBe('footer /collection/2')
  })

  test('a made-up form or page is recorded as unknown, never as sent', async () => {
    await call(() => subscribe(routeArgs(formRequest('/resources/newsletter', { email: 'rara@example.com', form: '<script>', page: 'javascript:alert(1)' })) as never))
    expect(await row('rara@example.com')).toMatchObject({ consentSource: 'unknown' })
  })
})
