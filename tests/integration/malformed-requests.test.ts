import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as logoutAction } from '#app/routes/auth/logout.ts'
import { action as loginAction } from '#app/routes/auth/login.tsx'
import { action as basketAction } from '#app/routes/resources/basket.ts'
import { getAuth } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { sessions } from '#db/schema/auth.ts'
import { requestContext } from '#app/load-context.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, getRequest, testOrigin, routeArgs, contextFor } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

// Issue 14, item 7: a body that is not a form is the client's mistake (4xx), never a 500.
const { db } = useTestDatabase()

function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request(testOrigin + path, { method: 'POST', headers: { Origin: testOrigin, ...headers }, body })
}

/** What readForm threw (a Response) or the fields it read. */
async function read(request: Request) {
  try {
    return { fields: Object.fromEntries(await readForm(request)) }
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return { status: thrown.status, type: thrown.headers.get('Content-Type'), text: await thrown.text() }
  }
}

describe('readForm', () => {
  it('reads an url-encoded form and a multipart one', async () => {
    expect(await read(post('/x', 'email=ana%40example.com&n=1', { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' }))).toEqual({
      fields: { email: 'ana@example.com', n: '1' },
    })
    const multipart = new FormData()
    multipart.set('email', 'ana@example.com')
    expect(await read(post('/x', multipart))).toEqual({ fields: { email: 'ana@example.com' } })
  })

  it('refuses a body that is not a form with 415 and a message in her language', async () => {
    for (const [type, body] of [
      [null, null],
      [null, 'email=x'],
      ['application/json', '{"email":"ana@example.com"}'],
      ['text/plain', 'email=ana@example.com'],
      ['application/xml', '<email/>'],
      ['application/x-www-form-urlencodedx', 'email=x'],
    ] as const) {
      const request = post('/x', body, type ? { 'Content-Type': type } : {})
      // A string body gets text/plain from fetch unless we say otherwise; "none" means none.
      if (!type) request.headers.delete('Content-Type')
      const result = await read(request)
      expect(result, `${type} ${body}`).toMatchObject({ status: 415, type: 'text/plain; charset=utf-8' })
      expect((result as { text: string }).text).toContain('multipart/form-data')
    }
    const english = await read(post('/x', '{}', { 'Content-Type': 'application/json', 'Accept-Language': 'en-GB,en;q=0.9' }))
    expect(english).toMatchObject({ status: 415, text: expect.stringContaining('is not a form') })
    const spanish = await read(post('/x', '{}', { 'Content-Type': 'application/json', 'Accept-Language': 'es-ES' }))
    expect(spanish).toMatchObject({ status: 415, text: expect.stringContaining('no es un formulario') })
  })

  it('refuses a form it cannot parse with 400', async () => {
    const broken = [
      ['multipart/form-data', 'garbage'],
      ['multipart/form-data; boundary=xyz', 'garbage without parts'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated'],
    ] as const
    for (const [type, body] of broken) {
      expect(await read(post('/x', body, { 'Content-Type': type })), `${type} ${body}`).toMatchObject({ status: 400, text: expect.stringContaining('formulario') })
    }
  })

  it('is what the actions read with: a JSON post to the basket is a 415, not a 500', async () => {
    const res = await call(() => basketAction(routeArgs(post('/resources/basket', '{"intent":"delete"}', { 'Content-Type': 'application/json' })) as never))
    expect(res.status).toBe(415)
    const login = await call(() => loginAction(routeArgs(post('/login', 'email=a', { 'Content-Type': 'text/plain' })) as never))
    expect(login.status).toBe(415)
  })
})

describe('signing out whatever the body', () => {
  async function signOutWith(body: BodyInit | null, headers: Record<string, string>) {
    const customer = await createSignedInCustomer()
    const request = post('/logout', body, { Cookie: customer.cookie, ...headers })
    if (!('Content-Type' in headers)) request.headers.delete('Content-Type')
    const res = await call(() => logoutAction(routeArgs(request) as never))
    const stillSignedIn = await contextFor(getRequest('/', { cookie: customer.cookie }))
      .get(requestContext)
      .user()
    const rows = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, customer.userId))
    return {
      status: res.status,
      location: res.headers.get('Location'),
      cleared: res.headers.getSetCookie().some((c) => c.startsWith('gemela.session_token=;')),
      stillSignedIn,
      sessions: rows.length,
    }
  }

  it('with no body at all', async () => {
    expect(await signOutWith(null, {})).toEqual({ status: 302, location: '/?session=bye', cleared: true, stillSignedIn: null, sessions: 0 })
  })

  it('with a JSON body, a text body and a broken multipart body', async () => {
    for (const [type, body] of [
      ['application/json', '{"scope":"all"}'],
      ['text/plain', 'scope=all'],
      ['multipart/form-data; boundary=xyz', 'garbage'],
    ] as const) {
      expect(await signOutWith(body, { 'Content-Type': type }), type).toMatchObject({ status: 302, location: '/?session=bye', stillSignedIn: null, sessions: 0 })
    }
  })

  it('still reads scope=all from a real form: every device is signed out', async () => {
    const customer = await createSignedInCustomer()
    const other = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, customer.userId))
    expect(other).toHaveLength(1)
    // A second device of hers.
    await (await getAuth().$context).internalAdapter.createSession(customer.userId)
    const res = await call(() => logoutAction(routeArgs(post('/logout', new URLSearchParams({ scope: 'all' }), { Cookie: customer.cookie })) as never))
    expect(res.status).toBe(302)
    expect(await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, customer.userId))).toHaveLength(0)
  })
})
