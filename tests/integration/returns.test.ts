import { describe, expect, test } from 'vitest'
import { orders } from '#db/schema/orders.ts'
import { returnRequests } from '#db/schema/returns.ts'
import { returnRequestLimits } from '#app/modules/returns/returns.server.ts'
import { action, loader } from '#app/routes/content/returns-exchanges.tsx'
import { appUrl } from '#app/utils/env.server.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { findLink } from '#tests/support/parse-mail.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { advanceThrottleClock } from '#tests/support/throttles.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'
import { routeArgs } from '#tests/support/requests.ts'

const { db } = useTestDatabase()
const origin = 'http://127.0.0.1:3000'
const sink = useMailSink()

type Result = { status: number; data?: unknown; location?: string | null; headers?: Headers }

async function settle(run: () => unknown): Promise<Result> {
  let value: unknown
  try {
    value = await run()
  } catch (thrown) {
    value = thrown
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get('Location') }
  if (value && typeof value === 'object' && 'init' in value) {
    const v = value as { data: unknown; init?: ResponseInit | null }
    return { status: v.init?.status ?? 200, data: v.data, headers: new Headers(v.init?.headers) }
  }
  return { status: 200, data: value }
}

const args = (request: Request) => routeArgs(request) as never

function send(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new Request(`${origin}/returns-exchanges`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  })
  return settle(() => action(args(request)))
}

const valid = { orderNumber: 'gm-2025-0142', email: 'Marta@Example.com', reason: 'size', comments: 'La manga me queda larga.' }

describe('return request form', () => {
  test('a valid request is stored, acknowledged by e-mail and answered with post/redirect/get', async () => {
    const answer = await send(valid)
    expect(answer.status).toBe(303)
    expect(answer.location).toMatch(/^\/returns-exchanges\?request=R-\d{5}#return-form$/)
    const number = /request=(R-\d+)/.exec(answer.location!)![1]!

    const stored = await db().select().from(returnRequests)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      orderNumber: 'GM-2025-0142',
      email: 'marta@example.com',
      reason: 'size',
      comments: 'La manga me queda larga.',
      locale: 'es',
      status: 'new',
    })

    const mail = await sink().waitFor('marta@example.com')
    expect(mail.subject).toBe(`Hemos recibido tu solicitud ${number}`)
    expect(mail.text).toContain('Pedido: GM-2025-0142')
    expect(mail.text).toContain('Motivo: La talla no es correcta')
    // Stored, but never echoed to an address nobody has verified.
    expect(mail.text).not.toContain('La manga me queda larga.')
    expect(mail.html).not.toContain('La manga me queda larga.')
    expect(mail.text).toContain('Hemos guardado tus comentarios con la solicitud.')
    expect(mail.text).toContain('48 horas')
    expect(mail.html).toContain(number)

    // The page it lands on shows the number.
    const page = await settle(() => loader(args(new Request(`${origin}${answer.location}`))))
    expect(page.data).toMatchObject({ sent: number })
  })

  test('the acknowledgement speaks the customer’s language', async () => {
    await send({ ...valid, email: 'jane@example.com', reason: 'defect', comments: '' }, { Cookie: 'i18next=en' })
    const mail = await sink().waitFor('jane@example.com')
    expect(mail.subject).toMatch(/^We have received your request R-\d{5}$/)
    expect(mail.text).toContain('Reason: It has a defect')
    expect(mail.text).not.toContain('We have saved your comments')
  })

  test('missing fields → 400 with a message per field, nothing stored, no mail', async () => {
    const answer = await send({})
    expect(answer).toEqual({
      status: 400,
      data: {
        errors: { orderNumber: 'required', email: 'required', reason: 'reasonRequired' },
        values: { orderNumber: undefined, email: undefined, reason: undefined, comments: undefined },
      },
      headers: expect.any(Headers),
    })
    expect(await db().select().from(returnRequests)).toHaveLength(0)
  })

  test('invalid fields → 400 with their messages and the typed values back, nothing stored', async () => {
    const answer = await send({ orderNumber: 'GM 2025!', email: 'marta@', reason: 'refund', comments: 'x'.repeat(2001) })
    expect(answer.status).toBe(400)
    expect(answer.data).toMatchObject({
      errors: { orderNumber: 'orderNumberFormat', email: 'invalidEmail', reason: 'reasonRequired', comments: 'tooLong' },
      values: { orderNumber: 'GM 2025!', email: 'marta@' },
    })
    expect(await send({ ...valid, orderNumber: 'A'.repeat(41) })).toMatchObject({ status: 400, data: { errors: { orderNumber: 'tooLong' } } })
    expect(await db().select().from(returnRequests)).toHaveLength(0)
    await new Promise((r) => setTimeout(r, 100))
    expect(sink().messages).toHaveLength(0)
  })

  test('a body that is not a form is a 415, not a 500', async () => {
    const request = new Request(`${origin}/returns-exchanges`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'text/plain' }, body: 'hola' })
    expect(await settle(() => action(args(request)))).toMatchObject({ status: 415 })
  })

  test('a cross-origin post is refused with 403 and nothing is stored', async () => {
    expect(await send(valid, { Origin: 'https://evil.example' })).toMatchObject({ status: 403 })
    expect(await db().select().from(returnRequests)).toHaveLength(0)
  })

  test('the page states the policy figures from store settings', async () => {
    const page = await settle(() => loader(args(new Request(`${origin}/returns-exchanges?request=<script>`))))
    expect(page.data).toMatchObject({
      policy: { sizeChangeDays: 30, freeSizeChanges: 1, defectReportHours: 48, answerWithinHours: 48 },
      contact: { email: 'hola@gemela.es' },
      sent: null,
    })
  })
})

describe('return request limits and the acknowledgement (issue 14: no mail bombing through the form)', () => {
  const client = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` })
  const mailsTo = (address: string) => sink().messages.filter((m) => m.to.includes(address))
  const settleMail = () => new Promise((r) => setTimeout(r, 150))

  test('the acknowledgement holds no text or link the sender typed', async () => {
    const comments = 'Visita https://evil.example/premio y <a href="http://evil.example">reclama</a> www.evil.example'
    expect((await send({ ...valid, email: 'victim@example.com', comments })).status).toBe(303)
    const mail = await sink().waitFor('victim@example.com')
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('evil.example')
      expect(part).not.toContain('premio')
    }
    // The only links are the shop's own.
    const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => new URL(m[1]!.replaceAll('&amp;', '&')).origin)
    expect(new Set(links)).toEqual(new Set([new URL(appUrl()).origin]))
    // What she wrote is kept for the shop.
    expect((await db().select().from(returnRequests))[0]!.comments).toBe(comments)
  })

  test('per recipient: the 4th request within the hour to one address is refused with 429 and its message, stores nothing, sends nothing', async () => {
    const { perRecipient } = returnRequestLimits
    for (let n = 1; n <= perRecipient.limit; n++) expect((await send({ ...valid, email: 'victim@example.com' }, client(n))).status).toBe(303)
    const refused = await send({ ...valid, email: 'victim@example.com', comments: 'otra vez' }, client(50))
    expect(refused.status).toBe(429)
    expect(refused.data).toMatchObject({ limited: { retryAfterSeconds: expect.any(Number) }, values: { email: 'victim@example.com', comments: 'otra vez' } })
    const retryAfter = Number(refused.headers!.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(3500)
    expect(retryAfter).toBeLessThanOrEqual(perRecipient.windowSeconds)
    expect(await db().select().from(returnRequests)).toHaveLength(perRecipient.limit)
    await settleMail()
    expect(mailsTo('victim@example.com')).toHaveLength(perRecipient.limit)

    // Another address from the same clients is not affected, and the hour passes.
    expect((await send({ ...valid, email: 'someone-else@example.com' }, client(50))).status).toBe(303)
    await advanceThrottleClock(perRecipient.windowSeconds)
    expect((await send({ ...valid, email: 'victim@example.com' }, client(51))).status).toBe(303)
  })

  test('per recipient and day: no more than six, however the hours are spread', async () => {
    const { perRecipient, perRecipientDaily } = returnRequestLimits
    let n = 0
    for (let hour = 0; hour < 3; hour++) {
      for (let i = 0; i < perRecipient.limit; i++) await send({ ...valid, email: 'daily@example.com' }, client(++n))
      await advanceThrottleClock(perRecipient.windowSeconds)
    }
    await settleMail()
    expect(mailsTo('daily@example.com')).toHaveLength(perRecipientDaily.limit)
    expect(await db().select().from(returnRequests)).toHaveLength(perRecipientDaily.limit)
  })

  test('per client address: the 6th request within the hour is refused, to any address', async () => {
    const { perClient } = returnRequestLimits
    for (let i = 0; i < perClient.limit; i++) expect((await send({ ...valid, email: `r${i}@example.com` }, client(9))).status).toBe(303)
    expect(await send({ ...valid, email: 'r-last@example.com' }, client(9))).toMatchObject({ status: 429 })
    await settleMail()
    expect(sink().messages).toHaveLength(perClient.limit)
    expect(mailsTo('r-last@example.com')).toHaveLength(0)
  })

  test('the policy link points at APP_URL (or the HOST:PORT default), never at a forged Host', async () => {
    const forged = 'http://evil.example'
    const request = new Request(`${forged}/returns-exchanges`, {
      method: 'POST',
      headers: { Origin: forged, 'X-Forwarded-Host': 'evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...valid, email: 'host@example.com' }),
    })
    expect((await settle(() => action(args(request)))).status).toBe(303)
    const mail = await sink().waitFor('host@example.com')
    expect(new URL(findLink(mail, '/return-policy')).origin).toBe(new URL(appUrl()).origin)
    expect(mail.html).not.toContain('evil.example')
  })
})

describe('a request linked to its order (issue 16, item 8)', () => {
  const journey = checkoutJourney(db)

  /** A guest's order, placed through the checkout with the e-mail ana@example.com. */
  async function placedOrder() {
    const { cookie } = await journey.guestWithShirt()
    expect((await journey.placeOrder(cookie)).status).toBe(302)
    const [order] = await db().select({ id: orders.id, number: orders.number, email: orders.email }).from(orders)
    return order!
  }

  const stored = () =>
    db().select({ orderNumber: returnRequests.orderNumber, email: returnRequests.email, orderId: returnRequests.orderId }).from(returnRequests).orderBy(returnRequests.id)
  /** The answer with the request's own number taken out: all that differs between two requests. */
  const shape = (answer: Result) => ({ ...answer, location: answer.location?.replace(/R-\d+/, 'R-N') })

  test('the number as she types it (any case, no dashes) and her e-mail in any case link the request to the order', async () => {
    const order = await placedOrder()
    const typed = order.number.toLowerCase().replaceAll('-', '')
    expect((await send({ ...valid, orderNumber: typed, email: 'ANA@Example.com' })).status).toBe(303)
    expect(await stored()).toEqual([{ orderNumber: order.number, email: 'ana@example.com', orderId: order.id }])
  })

  test('a wrong e-mail or an unknown number is stored unlinked, with the same answer and the same e-mail as a match', async () => {
    const order = await placedOrder()
    const unknown = order.number.replace(/\d{6}$/, '999999')
    const matched = await send({ ...valid, orderNumber: order.number, email: 'ana@example.com' })
    const wrongEmail = await send({ ...valid, orderNumber: order.number, email: 'eva@example.com' })
    const unknownNumber = await send({ ...valid, orderNumber: unknown, email: 'ana@example.com' })
    expect(matched.status).toBe(303)
    expect(shape(wrongEmail)).toEqual(shape(matched))
    expect(shape(unknownNumber)).toEqual(shape(matched))
    expect(await stored()).toEqual([
      { orderNumber: order.number, email: 'ana@example.com', orderId: order.id },
      { orderNumber: order.number, email: 'eva@example.com', orderId: null },
      { orderNumber: unknown, email: 'ana@example.com', orderId: null },
    ])

    // The acknowledgement says nothing about the order either: the same words, but the request's number.
    const acknowledgement = async (to: string, number: string) => {
      const mail = await sink().waitFor(to, (m) => m.subject.startsWith('Hemos recibido tu solicitud') && m.text.includes(`Pedido: ${number}`))
      return mail.text.replace(/R-\d+/g, 'R-N').replace(number, 'GM-N')
    }
    const linkedMail = await acknowledgement('ana@example.com', order.number)
    expect(await acknowledgement('eva@example.com', order.number)).toBe(linkedMail)
    expect(await acknowledgement('ana@example.com', unknown)).toBe(linkedMail)
  })

  test('a number in the form’s older shape is still taken, stored in capitals and unlinked', async () => {
    await placedOrder()
    expect((await send({ ...valid, orderNumber: 'ab-77', email: 'ana@example.com' })).status).toBe(303)
    expect(await stored()).toEqual([{ orderNumber: 'AB-77', email: 'ana@example.com', orderId: null }])
  })

  test('"Solicitar ajuste o cambio" on an order opens the form with its number and e-mail filled in', async () => {
    const order = await placedOrder()
    const page = await settle(() => loader(args(new Request(`${origin}/returns-exchanges?order=${order.number}&email=${encodeURIComponent('ana+tienda@example.com')}`))))
    expect(page.data).toMatchObject({ prefill: { orderNumber: order.number, email: 'ana+tienda@example.com' } })
    const forged = await settle(() => loader(args(new Request(`${origin}/returns-exchanges?order=${encodeURIComponent('<b>GM</b>')}&email=${encodeURIComponent('a b@x.es')}`))))
    expect(forged.data).toMatchObject({ prefill: { orderNumber: undefined, email: undefined } })
  })

  test('an adjustment is a reason of its own (the policy’s free simple adjustments), stored and acknowledged', async () => {
    expect((await send({ ...valid, reason: 'adjustment', email: 'arreglo@example.com' })).status).toBe(303)
    expect((await db().select({ reason: returnRequests.reason }).from(returnRequests))[0]).toEqual({ reason: 'adjustment' })
    const mail = await sink().waitFor('arreglo@example.com')
    expect(mail.text).toContain('Motivo: Quiero un arreglo (largo de manga o de bajo, entalle…)')
    expect(mail.text).toContain('un arreglo que no sea sencillo te lo presupuestamos antes')
  })
})
