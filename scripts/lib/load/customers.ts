/**
 * The crowd itself: a fixed pool of virtual customers in this one process, each with her own
 * kept-alive connection (a browser's), sending what a browser without JavaScript sends — GETs, form
 * posts answered with redirects she follows — and keeping her cookies per session. No think time:
 * each asks again as soon as she has her answer (a closed loop, as autocannon's connections).
 *
 * Plain node:http, not fetch: bodies are read as they come (gzip, undecoded) and decompressed only
 * where she reads the page (a form's fields), so the generator's own CPU stays small; it is measured
 * (cpu.ts) and reported.
 */
import http from 'node:http'
import { gunzipSync } from 'node:zlib'
import { CookieJar } from './cookie-jar.ts'
import { type CatalogueIds, type Kind, KINDS, pickBrowsePath, pickOne, type Random } from './crowd.ts'
import { fillPageForm, readAttempt, readCustomizerStep, readPageForm, readStandardSizeForm } from './pages.ts'
import { createKindRecord, type KindRecord, recordAbandon, recordError } from './stats.ts'

const HEADERS = {
  // A browser's (isbot would take a tool's name for a crawler, which the shop renders differently).
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip',
  'accept-language': 'es-ES,es;q=0.9',
}
const REQUEST_TIMEOUT_MS = 30_000

type Answer = { status: number; location: string | null; body: Buffer | null }
/** A form's fields: by name, or as a page's form sends them (in order, names repeated). */
type Form = Record<string, string> | [string, string][]

/** The phase is over: the customer stops where she is (her session is neither finished nor abandoned). */
class TimeUp extends Error {}
/** The shop answered something her flow does not expect: she gives the session up. */
class Unexpected extends Error {}

type Customer = {
  origin: string
  agent: http.Agent
  record: KindRecord
  deadline: number
  random: Random
  jar: CookieJar | null
}

function send(c: Customer, method: 'GET' | 'POST', path: string, form: Form | null, read: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = form ? new URLSearchParams(form).toString() : null
    const headers: Record<string, string> = { ...HEADERS }
    const cookie = c.jar?.header()
    if (cookie) headers.cookie = cookie
    if (body !== null) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      headers['content-length'] = String(Buffer.byteLength(body))
      // A browser's form post from the shop's own page (requireSameOrigin).
      headers.origin = c.origin
    }
    const req = http.request(new URL(path, c.origin), { method, agent: c.agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => {
        if (read) chunks.push(chunk)
      })
      res.on('end', () => {
        c.jar?.store(res.headers['set-cookie'])
        let content: Buffer | null = null
        if (read) {
          const raw = Buffer.concat(chunks)
          content = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
        }
        resolve({ status: res.statusCode ?? 0, location: typeof res.headers.location === 'string' ? res.headers.location : null, body: content })
      })
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)))
    req.on('error', reject)
    req.end(body ?? undefined)
  })
}

/** One request, timed and recorded; an error (not 2xx/3xx, or no answer) ends her session. */
async function request(c: Customer, method: 'GET' | 'POST', path: string, options: { form?: Form; read?: boolean } = {}): Promise<Answer> {
  if (performance.now() >= c.deadline) throw new TimeUp()
  const start = performance.now()
  try {
    const answer = await send(c, method, path, options.form ?? null, options.read ?? false)
    c.record.latencies.push(performance.now() - start)
    if (answer.status < 200 || answer.status >= 400) {
      recordError(c.record, String(answer.status), `${method} ${path}: ${answer.status}`)
      throw new Unexpected(`${method} ${path} answered ${answer.status}`)
    }
    return answer
  } catch (error) {
    if (error instanceof Unexpected) throw error
    c.record.latencies.push(performance.now() - start)
    const message = error instanceof Error ? error.message : String(error)
    recordError(c.record, 'network', `${method} ${path}: ${message}`)
    throw new Unexpected(`${method} ${path}: ${message}`)
  }
}

/** A GET of a page she reads; its HTML. */
async function page(c: Customer, path: string): Promise<string> {
  const answer = await request(c, 'GET', path, { read: true })
  if (answer.status !== 200) throw new Unexpected(`GET ${path} answered ${answer.status}, not the page`)
  return answer.body!.toString('utf8')
}

/** A form post answered with a redirect (post/redirect/get): where it sends her. */
async function post(c: Customer, path: string, form: Form, expect?: RegExp): Promise<string> {
  const answer = await request(c, 'POST', path, { form })
  if (answer.status < 300 || answer.status >= 400 || !answer.location) throw new Unexpected(`POST ${path} answered ${answer.status} without a redirect`)
  const to = new URL(answer.location, c.origin)
  const target = to.pathname + to.search
  if (expect && !expect.test(target)) throw new Unexpected(`POST ${path} sent her to ${target}`)
  return target
}

// ─── The three kinds ────────────────────────────────────────────────────────────────────────────

/** A visitor without cookies opens one storefront page (the page cache's case). */
async function browse(c: Customer, catalogue: CatalogueIds) {
  await request(c, 'GET', pickBrowsePath(c.random, catalogue))
  c.record.sessions++
}

/**
 * A guest designs a garment in the customizer and puts it in her basket: on the product's design
 * tool she presses a fabric (her first choice creates her basket and its cookie), Continue; on each
 * part step an option, Continue; on the summary 'Continuar con pedido'; the standard size (M, a
 * neck size for a collar, an inseam for trousers), which puts it in her basket at once: nothing about
 * her is asked per garment (checkout asks it once, issue 32 item 5).
 */
async function design(c: Customer, catalogue: CatalogueIds) {
  c.jar = new CookieJar()
  let path = `/product/${pickOne(c.random, catalogue.productIds)}`
  let html = await page(c, path)
  for (let steps = 0; ; steps++) {
    const step = readCustomizerStep(html)
    if (!step) break // the summary
    if (steps > 8) throw new Unexpected(`${path}: still designing after ${steps} steps`)
    if (step.options.length === 0) throw new Unexpected(`${path}: no option to choose for ${step.type}`)
    path = await post(c, path, { type: step.type, selected: step.selected, choose: String(pickOne(c.random, step.options)) }, /^\/product\/\d+\?item=/)
    html = await page(c, path)
    const chosen = readCustomizerStep(html)
    if (!chosen) throw new Unexpected(`${path}: the step is gone after choosing`)
    path = await post(c, path, { type: chosen.type, selected: chosen.selected, intent: 'continue' }, /^\/product\/\d+\?item=/)
    html = await page(c, path)
  }
  const sizeMain = await post(c, path, { intent: 'continueOrder' }, /step=measurements/)
  await page(c, sizeMain)
  const standard = new URL(sizeMain, c.origin)
  standard.searchParams.set('view', 'standard')
  path = standard.pathname + standard.search
  const form = readStandardSizeForm(await page(c, path))
  if (!form) throw new Unexpected(`${path}: no standard size form`)
  const fields: Record<string, string> = { ...form.hidden, size: form.sizes.includes('M') ? 'M' : pickOne(c.random, form.sizes) }
  if (form.neckUnit) fields.neckUnit = form.neckUnit
  if (form.necks.length > 0) fields.neck = form.necks.includes('38') ? '38' : form.necks[0]!
  if (form.inseam) fields.inseam = '78'
  await page(c, await post(c, path, fields, /^\/cart$/))
  c.record.sessions++
}

export type CheckoutBasket = { token: string; fabricId: number; productId: number }

/** What the checkout customers did besides their requests' figures. */
export type CheckoutOutcome = { placed: number; refused: Record<string, number>; basketsLeft: number; ranOutAfterMs: number | null }

/**
 * A guest whose basket holds a complete garment: her basket, then the checkout's one page
 * (docs/product.md#checkout) — she types her details and address, chooses standard delivery and bank
 * transfer and presses REALIZAR PEDIDO, which sends the whole form (the page's attempt with it) to
 * the page's own action; placing the order is her acceptance of the terms the page shows under the
 * button (there is no box to tick). She follows the redirect to her order's page, which names it.
 */
async function checkout(c: Customer, basket: CheckoutBasket, n: number, outcome: CheckoutOutcome) {
  c.jar = new CookieJar({ gemela_basket: basket.token })
  await page(c, '/cart')
  const html = await page(c, '/checkout')
  if (!readAttempt(html)) throw new Unexpected('/checkout: no attempt in the form')
  const form = readPageForm(html, 'attempt')
  if (!form?.action.startsWith('/checkout')) throw new Unexpected(`/checkout: the form posts to ${form?.action ?? 'nowhere'}`)
  const chosen = { shippingMethod: 'standard', paymentMethod: 'transfer' }
  for (const [name, value] of Object.entries(chosen)) {
    if (!form.choices[name]?.includes(value)) throw new Unexpected(`/checkout: no ${value} among ${name} (${form.choices[name]?.join(', ') ?? 'none'})`)
  }
  const typed = {
    fullName: 'Ana García',
    email: `pedido-${n}@example.com`,
    phone: '+34 600 000 000',
    street: 'Calle Mayor 1',
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
  }
  const placed = await post(c, form.action, [...fillPageForm(form.entries, { ...typed, ...chosen }), ['intent', 'place']])
  const number = /^\/orders\/([^/?]+)\?/.exec(placed)?.[1]
  if (!number) {
    outcome.refused[placed] = (outcome.refused[placed] ?? 0) + 1
    throw new Unexpected(`REALIZAR PEDIDO sent her to ${placed}, not her order`)
  }
  const confirmation = await page(c, placed)
  if (!confirmation.includes(decodeURIComponent(number))) throw new Unexpected(`${placed}: the page does not name order ${number}`)
  outcome.placed++
  c.record.sessions++
}

// ─── The crowd ──────────────────────────────────────────────────────────────────────────────────

export type CrowdOptions = {
  origin: string
  seconds: number
  crowd: Record<Kind, number>
  catalogue: CatalogueIds
  /** Complete baskets, taken one per checkout (each a fabric–garment combination of its own). */
  baskets: CheckoutBasket[]
  random: Random
}

export type CrowdResult = { records: Record<Kind, KindRecord>; seconds: number; checkout: CheckoutOutcome }

/** Runs the crowd for `seconds`: no request starts after that; the phase ends when the last answer is in. */
export async function runCrowd(options: CrowdOptions): Promise<CrowdResult> {
  const records = Object.fromEntries(KINDS.map((k) => [k, createKindRecord()])) as Record<Kind, KindRecord>
  const outcome: CheckoutOutcome = { placed: 0, refused: {}, basketsLeft: options.baskets.length, ranOutAfterMs: null }
  const start = performance.now()
  const deadline = start + options.seconds * 1000
  let sessionNumber = 0
  const loops = KINDS.flatMap((kind) =>
    Array.from({ length: options.crowd[kind] }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      const c: Customer = { origin: options.origin, agent, record: records[kind], deadline, random: options.random, jar: null }
      try {
        while (performance.now() < deadline) {
          const n = ++sessionNumber
          let basket: CheckoutBasket | undefined
          if (kind === 'checkout') {
            basket = options.baskets.shift()
            outcome.basketsLeft = options.baskets.length
            if (!basket) {
              outcome.ranOutAfterMs ??= Math.round(performance.now() - start)
              break
            }
          }
          try {
            if (kind === 'browse') await browse(c, options.catalogue)
            else if (kind === 'design') await design(c, options.catalogue)
            else await checkout(c, basket!, n, outcome)
          } catch (error) {
            if (error instanceof TimeUp) break
            if (error instanceof Unexpected) recordAbandon(c.record, error.message)
            else throw error
            // A failed session's connection may be half-read: start the next one on a fresh one.
            c.agent.destroy()
            c.agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
          }
        }
      } finally {
        c.agent.destroy()
      }
    }),
  )
  await Promise.all(loops)
  return { records, seconds: (performance.now() - start) / 1000, checkout: outcome }
}

/**
 * Every page a visitor may open, asked `times` in a row through `origin` (nginx's round robin gives
 * each node its turn): the page cache holds them before the crowd comes, as in a shop that has been
 * open a while. Pages are kept per origin (its key), so through the address the crowd uses.
 */
export async function warmPages(origin: string, paths: readonly string[], times: number): Promise<string[]> {
  const c: Customer = { origin, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }), record: createKindRecord(), deadline: Infinity, random: Math.random, jar: null }
  try {
    for (const path of paths) {
      for (let i = 0; i < times; i++) await request(c, 'GET', path).catch(() => undefined)
    }
  } finally {
    c.agent.destroy()
  }
  return c.record.firstErrors
}
