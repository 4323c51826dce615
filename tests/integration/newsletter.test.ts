import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { newsletterSubscriptions } from '#db/schema/newsletter.ts'
import { action as subscribe } from '#app/routes/resources/newsletter.ts'
import { loader as confirm } from '#app/routes/newsletter/confirm.tsx'
import { action as unsubscribe, loader as unsubscribePage } from '#app/routes/newsletter/unsubscribe.tsx'
import { useTestDatabase } from '#tests/setup/db.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'
import { findLink } from '#tests/support/parse-mail.ts'

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

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: { nonce: '' } }) as never

function subscribeAs(email: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return settle(() => subscribe(args(post('/resources/newsletter', { email, ...extra }, headers))))
}

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
    const confirmed = await settle(() => confirm(args(new Request(confirmUrl), { token })))
    expect(confirmed).toMatchObject({ status: 200, data: { confirmed: true } })
    const [active] = await rows('ana.lopez@example.com')
    expect(active!.status).toBe('active')
    expect(active!.confirmedAt).toBeInstanceOf(Date)
    expect(active!.confirmToken).not.toBe(token)

    const welcome = await sink().waitFor('ana.lopez@example.com', (m) => m.subject === 'Bienvenida a Gemela')
    expect(findLink(welcome, '/newsletter/unsubscribe/')).toContain(active!.unsubscribeToken)

    // Single use: the same link again is "invalid link", 404.
    const again = await settle(() => confirm(args(new Request(confirmUrl), { token })))
    expect(again).toMatchObject({ status: 404, data: { confirmed: false } })
  })

  test('mail goes out in the language the visitor reads the shop in', async () => {
    await subscribeAs('en@example.com', {}, { Cookie: 'i18next=en' })
    const mail = await sink().waitFor('en@example.com')
    expect(mail.subject).toBe('Confirm your subscription to Gemela')
    expect((await rows('en@example.com'))[0]!.locale).toBe('en')
  })

  test('subscribing twice neither duplicates nor reveals anything: same answer every time', async () => {
    const first = await subscribeAs('twice@example.com')
    const pendingAgain = await subscribeAs('TWICE@example.com')
    expect(pendingAgain).toEqual(first)
    expect(await rows('twice@example.com')).toHaveLength(1)
    // A pending address gets a fresh link; the previous one stops working.
    await sink().waitFor('twice@example.com', () => sink().messages.length >= 2)
    const [firstLink, secondLink] = sink().messages.map((m) => findLink(m, '/newsletter/confirm/'))
    expect(secondLink).not.toBe(firstLink)
    const oldToken = firstLink!.split('/').pop()!
    expect((await settle(() => confirm(args(new Request(firstLink!), { token: oldToken })))).status).toBe(404)
    const newToken = secondLink!.split('/').pop()!
    expect((await settle(() => confirm(args(new Request(secondLink!), { token: newToken })))).status).toBe(200)

    // Already active: identical answer, still one row, still active.
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

    // Subscribing again: same answer, back to pending with a new confirmation mail.
    sink().messages.length = 0
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
    expect(await settle(() => confirm(args(new Request(`${origin}/newsletter/confirm/${token}`), { token })))).toMatchObject({ status: 404 })
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

  test('a body that is not a form is a 400, not a 500', async () => {
    const request = new Request(`${origin}/resources/newsletter`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json' }, body: '{"email":1' })
    expect(await settle(() => subscribe(args(request)))).toMatchObject({ status: 400, data: { outcome: 'required' } })
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
