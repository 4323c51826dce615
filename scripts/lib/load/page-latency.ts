/**
 * One page's time on an otherwise idle shop: GETs one after another on one kept-alive connection,
 * each shop asked in turn (seeded, grown, seeded, …) so that whatever else the machine is doing
 * weighs on both alike. As a visitor (the page cache answers) or with a guest's basket cookie (a
 * personal request: rendered each time).
 */
import http from 'node:http'
import { randomBytes } from 'node:crypto'

export type Shop = { name: string; origin: string }
export type PageSamples = {
  path: string
  variant: 'visitor' | 'rendered'
  ms: Record<string, number[]>
  /** Each shop's answer's size as sent (gzip). */
  bytes: Record<string, number>
  errors: string[]
}

function get(agent: http.Agent, url: URL, cookie: string | null): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip', accept: 'text/html', 'accept-language': 'es-ES,es;q=0.9' }
    if (cookie) headers.cookie = cookie
    const req = http.get(url, { agent, headers, timeout: 30_000 }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error('no answer in 30 s')))
    req.on('error', reject)
  })
}

export async function samplePages(shops: readonly Shop[], paths: readonly string[], options: { samples: number; warmUp: number }): Promise<PageSamples[]> {
  const agents = new Map(shops.map((s) => [s.name, new http.Agent({ keepAlive: true, maxSockets: 1 })]))
  // A guest's basket that is not in the database: her pages are personal (never cached), with one look-up for the basket.
  const guest = `gemela_basket=${randomBytes(24).toString('base64url')}`
  const out: PageSamples[] = []
  try {
    for (const variant of ['visitor', 'rendered'] as const) {
      for (const path of paths) {
        const result: PageSamples = { path, variant, ms: Object.fromEntries(shops.map((s) => [s.name, []])), bytes: {}, errors: [] }
        for (let i = -options.warmUp; i < options.samples; i++) {
          for (const shop of shops) {
            const start = performance.now()
            const answer = await get(agents.get(shop.name)!, new URL(path, shop.origin), variant === 'rendered' ? guest : null).catch((error: unknown) => ({
              status: String(error),
              bytes: 0,
            }))
            const ms = performance.now() - start
            if (answer.status !== 200) result.errors.push(`${shop.name} ${path}: ${answer.status}`)
            else if (i >= 0) result.ms[shop.name]!.push(ms)
            result.bytes[shop.name] = answer.bytes
          }
        }
        out.push(result)
      }
    }
  } finally {
    for (const agent of agents.values()) agent.destroy()
  }
  return out
}
