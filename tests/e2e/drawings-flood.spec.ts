import type { APIRequestContext } from '@playwright/test'
import { slowFactor } from '../../playwright.config.ts'
import { expect, test } from './fixtures.ts'

/**
 * Issue 14, item 5: the picture routes drew any address anyone made up, so a flood of them took the
 * pages down with it (/collection from 80 ms to 2–11 s). Now they draw only what the shop links, in
 * turn, and the pages stay fast while the flood goes on.
 */

/** Every drawing address in a page's HTML (img src and srcset), as the browser would ask for it. */
function drawingsIn(html: string): string[] {
  return [...html.matchAll(/\/media\/(?:garment\.svg|fabric\.webp)\?[^"'\s,]+/g)].map((m) => m[0].replaceAll('&amp;', '&'))
}

async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

/** The drawings the shop links on its catalogue, its customizers and a design's option steps. */
async function linkedDrawings(request: APIRequestContext, baseURL: string): Promise<string[]> {
  const collection = await htmlOf(request, '/collection')
  const found = drawingsIn(collection)
  const products = [...new Set([...collection.matchAll(/href="\/collection\/(\d+)"/g)].map((m) => m[1]!))]
  for (const id of products) found.push(...drawingsIn(await htmlOf(request, `/product/${id}`)))
  // Two designs under way: a fabric chosen, then each part's options pictured on it.
  for (const [product, choice] of [
    [products[1]!, 2],
    [products[3]!, 4],
  ] as const) {
    const customizer = await htmlOf(request, `/product/${product}`)
    const choices = [...customizer.matchAll(/<button(?=[^>]*name="choose")(?![^>]*\sdisabled[\s=>])[^>]*value="(\d+)"/g)].map((m) => m[1]!)
    const chosen = await request.post(`/product/${product}`, { form: { type: 'fabric', choose: choices[choice] ?? choices[0]! }, headers: { Origin: baseURL } })
    const item = new URL(chosen.url()).searchParams.get('item')
    expect(item, 'the design is in the basket').toBeTruthy()
    for (const step of [2, 3, 4]) found.push(...drawingsIn(await htmlOf(request, `/product/${product}?item=${item}&step=${step}`)))
  }
  found.push(...drawingsIn(await htmlOf(request, '/cart')))
  return [...new Set(found)]
}

const hex = () =>
  Math.floor(Math.random() * 0x1000000)
    .toString(16)
    .padStart(6, '0')

/**
 * Addresses the shop never links: mostly colours of their own (the attack: each one a new picture to
 * draw, of the costliest kind, a WebP at 3×), and a few forged signatures, other spellings of a linked
 * address and parts its garment lacks.
 */
function madeUpDrawings(linked: string[]): string[] {
  const garment = linked.find((a) => /garment\.svg\?kind=\w+&fabric=.+&sleeve=/.test(a))!
  const made: string[] = []
  const kinds = ['solid', 'herringbone', 'floral', 'leopard', 'gingham', 'dots', 'linen', 'stripes']
  for (let i = 0; i < 36; i++) made.push(`/media/fabric.webp?fabric=${kinds[i % kinds.length]}.${hex()}.${hex()}&shape=square&scale=3`)
  for (let i = 0; i < 4; i++) made.push(`/media/garment.svg?kind=shirt&fabric=dots.${hex()}.${hex()}&sleeve=long&cuff=french`)
  for (let i = 0; i < 2; i++) {
    made.push(`/media/fabric.webp?fabric=floral.${hex()}.${hex()}&shape=square&scale=2&sig=${hex()}${hex()}abcd`)
    made.push(`${garment}&sig=AAAAAAAAAAAAAAA${i}`)
    made.push(garment.replace(/kind=(\w+)&(fabric=[^&]+)/, `$2&kind=$1${i ? '&' : ''}`))
    made.push(garment.replace(/kind=\w+/, i ? 'kind=trousers' : 'kind=cape'))
  }
  return made
}

/** The 95th percentile: of 40 samples, the second slowest (one stall of a noisy host is not the shop). */
function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.ceil(0.95 * sorted.length) - 1]!
}

test('a flood of drawings leaves /collection fast; made-up addresses are refused before any drawing', async ({ request, baseURL }) => {
  test.slow()
  const linked = await linkedDrawings(request, baseURL!)
  expect(linked.length, 'distinct drawings the shop links').toBeGreaterThanOrEqual(48)
  const flood = linked.slice(0, 48)
  const madeUp = madeUpDrawings(linked)
  expect(new Set(madeUp).size).toBe(48)

  const statuses = new Map<string, number[]>()
  const busyWithoutRetryAfter: string[] = []
  const answer = async (address: string) => {
    const response = await request.get(address, { failOnStatusCode: false, timeout: 30_000 * slowFactor })
    if (response.status() === 503 && !/^\d+$/.test(response.headers()['retry-after'] ?? '')) busyWithoutRetryAfter.push(address)
    await response.body()
    statuses.set(address, [...(statuses.get(address) ?? []), response.status()])
  }

  // The flood: waves of the 48 linked and 48 made-up drawings asked for at once, two a second (a
  // wave waits for the last to be answered), while the shop serves /collection, one request after
  // another. Before the fix the 40 made-up colours of every wave were 40 new pictures to draw; now
  // they are 400s, and the linked ones are drawn once, in turn, a few at a time for one client.
  // Windows without the flood alternate with windows under it, so that whatever else loads the
  // machine (the suite's other worker, a build or a benchmark beside it) weighs on both sides.
  const baseline: number[] = []
  const timings: number[] = []
  const timePage = async (into: number[]) => {
    const start = performance.now()
    const page = await request.get('/collection')
    await page.body()
    expect(page.status()).toBe(200)
    into.push(performance.now() - start)
  }
  const wave = () => Promise.all([Promise.all([...flood, ...madeUp].map(answer)), new Promise((resolve) => setTimeout(resolve, 500))])
  for (let window = 0; window < 4; window++) {
    for (let i = 0; i < 5; i++) await timePage(baseline)
    let flooding = true
    // Timing starts once the window's first wave is answered (opening its 96 connections is the test's own cost).
    await wave()
    const floodDone = (async () => {
      while (flooding) await wave()
    })()
    for (let i = 0; i < 10; i++) await timePage(timings)
    flooding = false
    await floodDone
  }
  const counts = Object.fromEntries([200, 400, 503].map((code) => [code, [...statuses.values()].flat().filter((s) => s === code).length]))
  test.info().annotations.push({
    type: 'flood',
    description: `slowFactor ${slowFactor}; answers ${JSON.stringify(counts)}; /collection ms ${timings.map(Math.round).join(' ')}; without the flood ${baseline.map(Math.round).join(' ')}`,
  })

  for (const address of madeUp) expect(new Set(statuses.get(address)), address).toEqual(new Set([400]))
  // A linked drawing is drawn for the flood too, in turn: beyond its few places the client is told to come back.
  for (const address of flood) for (const status of statuses.get(address)!) expect([200, 503], address).toContain(status)
  expect(flood.filter((a) => statuses.get(a)!.includes(200)).length).toBeGreaterThan(0)
  expect(busyWithoutRetryAfter, '503s without Retry-After').toEqual([])
  // 20–80 ms on a quiet host. Under this flood on a 2-core host shared with other suites (slowFactor
  // 3–5.5) the p99 was 0.6–2.6 s, and once a single 3.0 s stall among 40 (the next slowest 1.1 s):
  // the 95th percentile is held to the bound. Before drawings were bounded, the flood's pictures starved every
  // page for tens of seconds. The bound: 1 s × the machine's factor, or 10 × the page's slowest time
  // in the windows without the flood when the machine has become busier since the factor was measured.
  const bound = Math.max(1_000 * slowFactor, 10 * Math.max(...baseline))
  expect(p95(timings), `/collection under the flood, ms: ${timings.map(Math.round).join(' ')} (without: ${baseline.map(Math.round).join(' ')})`).toBeLessThan(bound)

  // Once it has passed, every linked drawing is there.
  for (const address of flood) expect((await request.get(address)).status(), address).toBe(200)
})
