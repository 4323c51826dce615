import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A local server speaking the few parts of Stripe's protocol the shop uses (Stripe cannot be reached
 * from here): create, read and expire a Checkout Session, refund its payment (form-encoded, Bearer key, Idempotency-Key, Stripe's
 * error shape), a stand-in for Stripe's hosted payment page, and webhooks signed with the SDK's own
 * test helper, delivered to the shop like Stripe's. Tests read what was asked (`sessions`) and steer
 * deliveries (`deliverWebhooks`, `sendEvent`).
 */

export type FakeSession = {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  amount_total: number
  currency: string
  customer_email: string | null
  client_reference_id: string | null
  locale: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  expires_at: number
  line_items: { name: string; unit_amount: number; quantity: number }[]
  /** The payment intent, once the session is paid (what a refund names). */
  payment_intent: string | null
}

export type FakeRefund = { id: string; object: 'refund'; amount: number; currency: string; payment_intent: string; status: 'succeeded'; reason: string | null }

export type StripeFake = {
  url: string
  secretKey: string
  webhookSecret: string
  sessions: Map<string, FakeSession>
  /** Refunds made, in order (a replayed idempotency key makes none). */
  refunds: FakeRefund[]
  /** How many of the next refund requests fail with a 500 (Stripe unreachable, as the shop sees it). */
  failRefunds: number
  /** Marks a session paid, as paying on the hosted page does (without a webhook). */
  pay(session: FakeSession): FakeSession
  /** Every request the shop made to the API, in order (method, path, idempotency key). */
  requests: { method: string; path: string; idempotencyKey: string | null }[]
  /** Whether paying on the hosted page sends checkout.session.completed to the shop (default true). */
  deliverWebhooks: boolean
  /** Signs and posts an event about a session to the shop; answers the shop's status. */
  sendEvent(type: string, session: FakeSession, eventId?: string): Promise<{ status: number; body: string; payload: string }>
  close(): Promise<void>
}

/** Stripe's form encoding (`line_items[0][price_data][currency]=eur`) into nested objects. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((p) => p !== '')
    let node: Record<string, unknown> = root
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Record<string, unknown>
    })
  }
  return root
}

const asList = (value: unknown): Record<string, unknown>[] => (value && typeof value === 'object' ? Object.values(value as Record<string, Record<string, unknown>>) : [])

function stripeError(res: ServerResponse, status: number, message: string, param?: string) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } }))
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export async function startStripeFake(options: { port?: number; webhookUrl: string; secretKey?: string; webhookSecret?: string }): Promise<StripeFake> {
  const secretKey = options.secretKey ?? `sk_test_fake_${randomBytes(12).toString('hex')}`
  const webhookSecret = options.webhookSecret ?? `whsec_fake_${randomBytes(16).toString('hex')}`
  const sessions = new Map<string, FakeSession>()
  const byIdempotencyKey = new Map<string, string>()
  const refundsByKey = new Map<string, FakeRefund>()
  const refunds: FakeRefund[] = []
  const requests: StripeFake['requests'] = []
  let base = ''

  const fake: StripeFake = {
    url: '',
    secretKey,
    webhookSecret,
    sessions,
    requests,
    refunds,
    failRefunds: 0,
    pay(session) {
      session.status = 'complete'
      session.payment_status = 'paid'
      session.payment_intent ??= `pi_${randomBytes(12).toString('hex')}`
      return session
    },
    deliverWebhooks: true,
    async sendEvent(type, session, eventId = `evt_${randomBytes(12).toString('hex')}`) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: session },
      })
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
      const response = await fetch(options.webhookUrl, { method: 'POST', body: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } })
      return { status: response.status, body: await response.text(), payload }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }

  const createSession = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const key = req.headers['idempotency-key']
    const idempotencyKey = typeof key === 'string' ? key : null
    if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' })
      res.end(JSON.stringify(sessions.get(byIdempotencyKey.get(idempotencyKey)!)))
      return
    }
    const p = parseStripeForm(body)
    if (p.mode !== 'payment') return stripeError(res, 400, 'mode must be payment', 'mode')
    for (const name of ['success_url', 'cancel_url'] as const)
      if (typeof p[name] !== 'string' || !/^https?:\/\//.test(p[name] as string)) return stripeError(res, 400, `Invalid URL: ${name}`, name)
    const items = asList(p.line_items)
    if (items.length === 0) return stripeError(res, 400, 'line_items required', 'line_items')
    const lines = items.map((item) => {
      const price = item.price_data as Record<string, unknown> | undefined
      const product = price?.product_data as Record<string, string> | undefined
      return { name: product?.name ?? '', currency: String(price?.currency ?? ''), unit_amount: Number(price?.unit_amount), quantity: Number(item.quantity) }
    })
    if (lines.some((l) => !Number.isInteger(l.unit_amount) || l.unit_amount < 50 || !Number.isInteger(l.quantity) || l.quantity < 1 || !l.name || l.currency !== 'eur'))
      return stripeError(res, 400, 'Invalid line item', 'line_items')
    const now = Math.floor(Date.now() / 1000)
    const expiresAt = Number(p.expires_at ?? now + 24 * 3600)
    if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) return stripeError(res, 400, 'expires_at must be 30 minutes to 24 hours from now', 'expires_at')
    const id = `cs_test_${randomBytes(16).toString('hex')}`
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `${base}/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: lines.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0),
      currency: 'eur',
      customer_email: typeof p.customer_email === 'string' ? p.customer_email : null,
      client_reference_id: typeof p.client_reference_id === 'string' ? p.client_reference_id : null,
      locale: typeof p.locale === 'string' ? p.locale : null,
      metadata: (p.metadata as Record<string, string> | undefined) ?? {},
      success_url: p.success_url as string,
      cancel_url: p.cancel_url as string,
      expires_at: expiresAt,
      line_items: lines.map(({ name, unit_amount, quantity }) => ({ name, unit_amount, quantity })),
      payment_intent: null,
    }
    sessions.set(id, session)
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id)
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(session))
  }

  /** A refund of a paid session's payment intent, at most what it took; one per idempotency key. */
  const createRefund = (req: IncomingMessage, res: ServerResponse, body: string) => {
    if (fake.failRefunds > 0) {
      fake.failRefunds -= 1
      return stripeError(res, 500, 'An error occurred with our connection to Stripe.')
    }
    const key = req.headers['idempotency-key']
    const replay = typeof key === 'string' ? refundsByKey.get(key) : undefined
    if (replay) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' })
      res.end(JSON.stringify(replay))
      return
    }
    const p = parseStripeForm(body)
    const session = [...sessions.values()].find((s) => s.payment_intent !== null && s.payment_intent === p.payment_intent)
    if (!session) return stripeError(res, 404, `No such payment_intent: '${String(p.payment_intent)}'`, 'payment_intent')
    const given = refunds.filter((r) => r.payment_intent === session.payment_intent).reduce((sum, r) => sum + r.amount, 0)
    const amount = p.amount === undefined ? session.amount_total - given : Number(p.amount)
    if (!Number.isInteger(amount) || amount < 1 || amount > session.amount_total - given) return stripeError(res, 400, 'Refund amount is greater than the charge', 'amount')
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: 'eur',
      payment_intent: session.payment_intent!,
      status: 'succeeded',
      reason: typeof p.reason === 'string' ? p.reason : null,
    }
    refunds.push(refund)
    if (typeof key === 'string') refundsByKey.set(key, refund)
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(refund))
  }

  /** Stripe's expire: only an open session can be expired (a paid or expired one is a 400); its page then refuses to pay. */
  const expireSession = (res: ServerResponse, id: string) => {
    const session = sessions.get(id)
    if (!session) return stripeError(res, 404, `No such checkout.session: '${id}'`, 'session')
    if (session.status !== 'open')
      return stripeError(res, 400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`)
    session.status = 'expired'
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(session))
  }

  /** The stand-in for Stripe's hosted page: the amount, Pay, and a way back. */
  const payPage = (session: FakeSession, res: ServerResponse) => {
    const amount = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(session.amount_total / 100)
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><title>Stripe (local) — ${escapeHtml(amount)}</title></head>
<body style="font-family:system-ui;max-width:28rem;margin:3rem auto;padding:0 1rem"><main>
<h1>Stripe Checkout (servidor local de pruebas)</h1>
<p>${escapeHtml(session.line_items.map((l) => l.name).join(', '))}</p>
<p>Importe: <strong>${escapeHtml(amount)}</strong></p>
<p>${escapeHtml(session.customer_email ?? '')}</p>
${session.status === 'open' ? `<form method="post" action="/c/pay/${session.id}"><button type="submit">Pagar ${escapeHtml(amount)}</button></form>` : `<p>Esta sesión está ${session.status}.</p>`}
<p><a href="${escapeHtml(session.cancel_url)}">Volver a la tienda</a></p>
</main></body></html>`)
  }

  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk))
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', base)
        const pay = /^\/c\/pay\/(cs_test_\w+)$/.exec(url.pathname)
        if (pay) {
          const session = sessions.get(pay[1]!)
          if (!session) return stripeError(res, 404, 'No such checkout session')
          if (req.method === 'GET') return payPage(session, res)
          if (session.status !== 'open') return payPage(session, res)
          fake.pay(session)
          if (fake.deliverWebhooks) await fake.sendEvent('checkout.session.completed', session)
          res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) })
          res.end()
          return
        }
        // Browser tests steer deliveries here (the shop never calls it): {"deliverWebhooks": false}.
        if (req.method === 'POST' && url.pathname === '/__control') {
          const control = JSON.parse(body || '{}') as { deliverWebhooks?: boolean }
          if (typeof control.deliverWebhooks === 'boolean') fake.deliverWebhooks = control.deliverWebhooks
          res.writeHead(204).end()
          return
        }
        if (!url.pathname.startsWith('/v1/')) return stripeError(res, 404, 'Unrecognized request URL')
        const key = req.headers.idempotency_key ?? req.headers['idempotency-key']
        requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: typeof key === 'string' ? key : null })
        if (req.headers.authorization !== `Bearer ${secretKey}`) return stripeError(res, 401, 'Invalid API Key provided')
        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') return createSession(req, res, body)
        if (req.method === 'POST' && url.pathname === '/v1/refunds') return createRefund(req, res, body)
        const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname)
        if (req.method === 'POST' && expire) return expireSession(res, decodeURIComponent(expire[1]!))
        const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)
        if (req.method === 'GET' && read) {
          const session = sessions.get(decodeURIComponent(read[1]!))
          if (!session) return stripeError(res, 404, `No such checkout.session: '${read[1]}'`, 'session')
          res.writeHead(200, { 'Content-Type': 'application/json' })
          res.end(JSON.stringify(session))
          return
        }
        stripeError(res, 404, 'Unrecognized request URL')
      })().catch((err: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' })
        res.end(String(err))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.url = base
  return fake
}
