import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { newsletterSubscriptions } from '#db/schema/newsletter.ts'
import { newsletterMailLimits } from '#app/modules/newsletter/newsletter.server.ts'
import { action as subscribe } from '#app/routes/resources/newsletter.ts'
import { action as confirmAction, loader as confirmPage } from '#app/routes/newsletter/confirm.tsx'
import { action as unsubscribe, loader as unsubscribePage } from '#app/routes/newsletter/unsubscribe.tsx'
import { appUrl } from '#app/utils/env.server.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'
import { findLink } from '#tests/support/parse-mail.ts'
import { advanceThrottleClock } from '#tests/support/throttles.ts'
import { routeArgs } from '#tests/support/requests.ts'

const { db } = useTestDatabase()
const origin = 'http://127.0.0.1:3000'
const sink = useMailSink()

type Result = { status: number; data?: unknown; location?: string | null; headers?: Headers }

/** What a route function answered: a Response (redirect, thrown error) or data() with its init. */
async function settle(run: () => unknown): Promise<Result> {
  try {
    return read(await run())
  } catch (thrown) {
    return read(thrown)
  }
}

function read(value: unknown): Result {
  if (value instanceof Response) return { status: value.status, location: value.headers.get('Location'), headers: value.headers }
  const init = (value as { init?: ResponseInit | null }).init
  return { status: init?.status ?? 200, data: (value as { data: unknown }).data, headers: new Headers(init?.headers) }
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  })
}

const args = (request: Request, params: Record<string, string> = {}) => routeArgs(request, params) as never

function subscribeAs(email: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return settle(() => subscribe(args(post('/resources/newsletter', { email, ...extra }, headers))))
}

/** The confirmation page's button: a same-origin POST to the link's own address. */
function confirm(link: string, token = link.split('/').pop()!) {
  return settle(() => confirmAction(args(post(new URL(link).pathname, {}), { token })))
}

/** Lets a send that was wrongly started arrive before a test says none came. */
const settleMail = () => new Promise((r) => setTimeout(r, 150))

async function rows(email: string) {
  return db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
}

describe('newsletter double opt-in', () => {
  test('subscribe → pending + confirmation mail → its link activates the subscription once', async () => {
    const answer = await subscribeAs('  Ana.Lopez@Example.COM ')
    expect(answer).toMatchObject({ status: 200, data: { outcome: 'sent' } })

    const [row] = await rows('ana.lopez@example.com')
    expect(row).toMatchObject({ status: 'pending', locale: 'es', confirmedAt: null })
    expect(row!.confirmToken).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(row!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(row!.confirmToken).not.toBe(row!.unsubscribeToken)

    const mail = await sink().waitFor('ana.lopez@example.com')
    expect(mail.subject).toBe('Confirma tu suscripción a Gemela')
    expect(mail.text).toContain('Confirmar suscripción')
    const confirmUrl = new URL(findLink(mail, '/newsletter/confirm/'))
    expect(confirmUrl.origin).toBe(origin)
    expect(confirmUrl.pathname).toBe(`/newsletter/confirm/${row!.confirmToken}`)
    // Every mail carries the unsubscribe link, in the body and as RFC 2369/8058 headers.
    expect(findLink(mail, '/newsletter/unsubscribe/')).toBe(`${origin}/newsletter/unsubscribe/${row!.unsubscribeToken}`)
    expect(mail.headers['list-unsubscribe']).toBe(`<${origin}/newsletter/unsubscribe/${row!.unsubscribeToken}>`)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    const token = confirmUrl.pathname.split('/').pop()!
    // Opening the link (what a mail scanner does) only shows the page with its button.
    const page = await settle(() => confirmPage(args(new Request(confirmUrl), { token })))
    expect(page).toMatchObject({ status: 200, data: { found: true, email: 'ana.lopez@example.com' } })
    expect(page.headers!.get('Cache-Control')).toBe('no-store')
    expect((await rows('ana.lopez@example.com'))[0]!.status).toBe('pending')
    expect(await settle(() => confirmPage(args(new Request(confirmUrl), { token })))).toMatchObject({ status: 200 })
    await settleMail()
    expect(sink().messages).toHaveLength(1)

    // The button's POST confirms.
    const confirmed = await confirm(confirmUrl.href)
    expect(confirmed).toMatchObject({ status: 200, data: { confirmed: true } })
    const [active] = await rows('ana.lopez@example.com')
    expect(active!.status).toBe('active')
    expect(active!.confirmedAt).toBeInstanceOf(Date)
    expect(active!.confirmToken).not.toBe(token)

    const welcome = await sink().waitFor('ana.lopez@example.com', (m) => m.subject === 'Bienvenida a Gemela')
    expect(findLink(welcome, '/newsletter/unsubscribe/')).toContain(active!.unsubscribeToken)

    // Single use: the same link again is "invalid link", 404, opened or posted.
    expect(await settle(() => confirmPage(args(new Request(confirmUrl), { token })))).toMatchObject({ status: 404, data: { found: false } })
    expect(await confirm(confirmUrl.href)).toMatchObject({ status: 404, data: { confirmed: false } })
  })

  test('the button refuses a post from another site', async () => {
    await subscribeAs('csrf-confirm@example.com')
    const link = findLink(await sink().waitFor('csrf-confirm@example.com'), '/newsletter/confirm/')
    const token = link.split('/').pop()!
    const forged = post(new URL(link).pathname, {}, { Origin: 'https://evil.example' })
    expect(await settle(() => confirmAction(args(forged, { token })))).toMatchObject({ status: 403 })
    expect((await rows('csrf-confirm@example.com'))[0]!.status).toBe('pending')
  })

  test('mail goes out in the language the visitor reads the shop in', async () => {
    await subscribeAs('en@example.com', {}, { Cookie: 'i18next=en' })
    const mail = await sink().waitFor('en@example.com')
    expect(mail.subject).toBe('Confirm your subscription to Gemela')
    expect((await rows('en@example.com'))[0]!.locale).toBe('en')
  })

  test('subscribing twice neither duplicates nor reveals anything: same answer every time', async () => {
    const first = await subscribeAs('twice@example.com')
    // Within the cool-down: the same answer, nothing sent, and the first link still the valid one.
    const tooSoon = await subscribeAs('TWICE@example.com')
    expect(tooSoon).toEqual(first)
    expect(await rows('twice@example.com')).toHaveLength(1)
    await settleMail()
    expect(sink().messages).toHaveLength(1)
    const firstLink = findLink(sink().messages[0]!, '/newsletter/confirm/')
    expect((await rows('twice@example.com'))[0]!.confirmToken).toBe(firstLink.split('/').pop())

    // After it, a pending address gets a fresh link; the previous one stops working.
    await advanceThrottleClock(newsletterMailLimits.perRecipientCoolDown.windowSeconds)
    const pendingAgain = await subscribeAs('twice@example.com')
    expect(pendingAgain).toEqual(first)
    await sink().waitFor('twice@example.com', () => sink().messages.length >= 2)
    const secondLink = findLink(sink().messages[1]!, '/newsletter/confirm/')
    expect(secondLink).not.toBe(firstLink)
    expect((await confirm(firstLink)).status).toBe(404)
    expect((await confirm(secondLink)).status).toBe(200)

    // Already active: identical answer, still one row, still active.
    await advanceThrottleClock(newsletterMailLimits.perRecipientCoolDown.windowSeconds)
    const activeAgain = await subscribeAs('twice@example.com')
    expect(activeAgain).toEqual(first)
    const after = await rows('twice@example.com')
    expect(after).toHaveLength(1)
    expect(after[0]!.status).toBe('active')
  })

  test('unsubscribe: the link asks first, the POST unsubscribes, subscribing again starts over', async () => {
    await subscribeAs('leaving@example.com')
    const mail = await sink().waitFor('leaving@example.com')
    const link = findLink(mail, '/newsletter/unsubscribe/')
    const token = link.split('/').pop()!

    const page = await settle(() => unsubscribePage(args(new Request(link), { token })))
    expect(page).toMatchObject({ status: 200, data: { found: true, email: 'leaving@example.com', unsubscribed: false } })
    expect((await rows('leaving@example.com'))[0]!.status).toBe('pending')

    const done = await settle(() => unsubscribe(args(post(new URL(link).pathname, {}), { token })))
    expect(done).toMatchObject({ status: 200, data: { done: true } })
    const [row] = await rows('leaving@example.com')
    expect(row).toMatchObject({ status: 'unsubscribed' })
    expect(row!.unsubscribedAt).toBeInstanceOf(Date)

    // Once more is harmless; the page now says so.
    expect(await settle(() => unsubscribe(args(post(new URL(link).pathname, {}), { token })))).toMatchObject({ status: 200 })
    expect(await settle(() => unsubscribePage(args(new Request(link), { token })))).toMatchObject({ data: { unsubscribed: true } })

    // Subscribing again (after the cool-down): same answer, back to pending with a new confirmation mail.
    sink().messages.length = 0
    await advanceThrottleClock(newsletterMailLimits.perRecipientCoolDown.windowSeconds)
    expect(await subscribeAs('leaving@example.com')).toMatchObject({ status: 200, data: { outcome: 'sent' } })
    expect((await rows('leaving@example.com'))[0]!.status).toBe('pending')
    await sink().waitFor('leaving@example.com', (m) => m.subject.startsWith('Confirma'))
  })

  test('RFC 8058 one-click: a mail provider POSTs List-Unsubscribe=One-Click without Origin', async () => {
    await subscribeAs('oneclick@example.com')
    const mail = await sink().waitFor('oneclick@example.com')
    const url = mail.headers['list-unsubscribe']!.slice(1, -1)
    const request = new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(await settle(() => unsubscribe(args(request, { token: url.split('/').pop()! })))).toMatchObject({ status: 200 })
    expect((await rows('oneclick@example.com'))[0]!.status).toBe('unsubscribed')
  })

  test('unknown or malformed links answer 404 and change nothing', async () => {
    const token = 'A'.repeat(32)
    expect(await settle(() => confirmPage(args(new Request(`${origin}/newsletter/confirm/${token}`), { token })))).toMatchObject({ status: 404 })
    expect(await settle(() => confirmPage(args(new Request(`${origin}/newsletter/confirm/x`), { token: 'x' })))).toMatchObject({ status: 404 })
    expect(await confirm(`${origin}/newsletter/confirm/${token}`)).toMatchObject({ status: 404 })
    expect(await settle(() => unsubscribePage(args(new Request(`${origin}/x`), { token: 'nope' })))).toMatchObject({ status: 404 })
    expect(await settle(() => unsubscribe(args(post('/newsletter/unsubscribe/x', {}), { token })))).toMatchObject({ status: 404 })
  })
})

describe('newsletter validation and safety', () => {
  test.each([
    ['', 'required'],
    ['   ', 'required'],
    ['ana@gemela', 'invalid'],
    ['not-an-email', 'invalid'],
  ])('%j → 400 %s, no row, no mail', async (email, outcome) => {
    expect(await subscribeAs(email)).toEqual({ status: 400, data: { outcome }, headers: expect.any(Headers) })
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(0)
    await new Promise((r) => setTimeout(r, 100))
    expect(sink().messages).toHaveLength(0)
  })

  test('a body that is not a form is a 415, not a 500', async () => {
    const request = new Request(`${origin}/resources/newsletter`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json' }, body: '{"email":1' })
    expect(await settle(() => subscribe(args(request)))).toMatchObject({ status: 415 })
  })

  test('without JavaScript the form is redirected back to its page with the outcome', async () => {
    expect(await subscribeAs('nojs@example.com', { redirectTo: '/?lng=es' })).toMatchObject({
      status: 303,
      location: '/?lng=es&newsletter=sent#newsletter',
    })
    expect(await rows('nojs@example.com')).toHaveLength(1)
    expect(await subscribeAs('nojs@', { redirectTo: '/' })).toMatchObject({ status: 303, location: '/?newsletter=invalid#newsletter' })
    // Never somewhere else.
    expect(await subscribeAs('nojs@example.com', { redirectTo: '//evil.example/' })).toMatchObject({ status: 200 })
  })

  test('a cross-origin post is refused with 403 and stores nothing', async () => {
    expect(await subscribeAs('csrf@example.com', {}, { Origin: 'https://evil.example' })).toMatchObject({ status: 403 })
    expect(await rows('csrf@example.com')).toHaveLength(0)
    const token = 'A'.repeat(32)
    const request = post(`/newsletter/unsubscribe/${token}`, {}, { Origin: 'https://evil.example' })
    expect(await settle(() => unsubscribe(args(request, { token })))).toMatchObject({ status: 403 })
  })
})

describe('newsletter mail limits (issue 14: no mail bombing through the form)', () => {
  const client = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` })

  test('one confirmation per address per cool-down, three a day, whoever asks; the answer never changes', async () => {
    const { perRecipientCoolDown, perRecipientDaily } = newsletterMailLimits
    const first = await subscribeAs('target@example.com', {}, client(1))
    // Many clients asking for the same address within the cool-down: still one mail.
    for (let n = 2; n <= 6; n++) expect(await subscribeAs('target@example.com', {}, client(n))).toEqual(first)
    await settleMail()
    expect(sink().messages.filter((m) => m.to.includes('target@example.com'))).toHaveLength(1)

    // One more per cool-down up to the daily limit, then none until the day is over.
    for (let i = 1; i < perRecipientDaily.limit + 2; i++) {
      await advanceThrottleClock(perRecipientCoolDown.windowSeconds)
      expect(await subscribeAs('target@example.com', {}, client(10 + i))).toEqual(first)
    }
    await settleMail()
    expect(sink().messages.filter((m) => m.to.includes('target@example.com'))).toHaveLength(perRecipientDaily.limit)

    await advanceThrottleClock(perRecipientDaily.windowSeconds)
    await subscribeAs('target@example.com', {}, client(99))
    await sink().waitFor('target@example.com', () => sink().messages.length > perRecipientDaily.limit)
  })

  test('one client gets at most its hourly number of mails sent, to any addresses', async () => {
    const { perClient } = newsletterMailLimits
    const answers = []
    for (let i = 0; i <= perClient.limit; i++) answers.push(await subscribeAs(`many${i}@example.com`, {}, client(7)))
    // Limited or not, the same neutral "sent": the form reveals nothing.
    expect(new Set(answers.map((a) => JSON.stringify(a.data)))).toEqual(new Set([JSON.stringify({ outcome: 'sent' })]))
    await settleMail()
    expect(sink().messages).toHaveLength(perClient.limit)
    // The refused one was not stored either; another client is not affected.
    expect(await rows(`many${perClient.limit}@example.com`)).toHaveLength(0)
    await subscribeAs('other-client@example.com', {}, client(8))
    await sink().waitFor('other-client@example.com')
  })

  test('links point at APP_URL (or the HOST:PORT default), never at a forged Host or X-Forwarded-Host', async () => {
    const forged = 'http://evil.example'
    const request = new Request(`${forged}/resources/newsletter`, {
      method: 'POST',
      headers: { Origin: forged, 'X-Forwarded-Host': 'evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'host@example.com' }),
    })
    expect(await settle(() => subscribe(args(request)))).toMatchObject({ status: 200, data: { outcome: 'sent' } })
    const mail = await sink().waitFor('host@example.com')
    const shop = new URL(appUrl()).origin
    expect(shop).not.toBe(forged)
    expect(new URL(findLink(mail, '/newsletter/confirm/')).origin).toBe(shop)
    expect(new URL(findLink(mail, '/newsletter/unsubscribe/')).origin).toBe(shop)
    expect(mail.html).not.toContain('evil.example')
    expect(mail.text).not.toContain('evil.example')

    // The welcome mail, sent from the confirmation page's POST, too.
    const link = findLink(mail, '/newsletter/confirm/')
    const token = link.split('/').pop()!
    const confirmRequest = new Request(`${forged}/newsletter/confirm/${token}`, { method: 'POST', headers: { Origin: forged, 'X-Forwarded-Host': 'evil.example' } })
    expect(await settle(() => confirmAction(args(confirmRequest, { token })))).toMatchObject({ status: 200 })
    const welcome = await sink().waitFor('host@example.com', (m) => m.subject === 'Bienvenida a Gemela')
    expect(welcome.html).not.toContain('evil.example')
    expect(new URL(findLink(welcome, '/newsletter/unsubscribe/')).origin).toBe(shop)
  })
})
