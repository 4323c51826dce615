import { describe, expect, test } from 'vitest'
import { returnRequests } from '#db/schema/returns.ts'
import { action, loader } from '#app/routes/info/returns-exchanges.tsx'
import { useTestDatabase } from '#tests/setup/db.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'

const { db } = useTestDatabase()
const origin = 'http://127.0.0.1:3000'
const sink = useMailSink()

type Result = { status: number; data?: unknown; location?: string | null }

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
    return { status: v.init?.status ?? 200, data: v.data }
  }
  return { status: 200, data: value }
}

const args = (request: Request) => ({ request, params: {}, context: { nonce: '' } }) as never

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
      status: 'received',
    })

    const mail = await sink().waitFor('marta@example.com')
    expect(mail.subject).toBe(`Hemos recibido tu solicitud ${number}`)
    expect(mail.text).toContain('Pedido: GM-2025-0142')
    expect(mail.text).toContain('Motivo: La talla no es correcta')
    expect(mail.text).toContain('La manga me queda larga.')
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
    expect(mail.text).not.toContain('Your comments')
  })

  test('missing fields → 400 with a message per field, nothing stored, no mail', async () => {
    const answer = await send({})
    expect(answer).toEqual({
      status: 400,
      data: {
        errors: { orderNumber: 'required', email: 'required', reason: 'reasonRequired' },
        values: { orderNumber: undefined, email: undefined, reason: undefined, comments: undefined },
      },
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

  test('a body that is not a form is a 400, not a 500', async () => {
    const request = new Request(`${origin}/returns-exchanges`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'text/plain' }, body: 'hola' })
    expect(await settle(() => action(args(request)))).toMatchObject({ status: 400 })
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
