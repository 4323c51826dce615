import { createServer } from 'node:http'

/**
 * The browser tests' clock (app/utils/clock.server.ts): installed on `globalThis` in the shop's own
 * process by tests/support/e2e-server.ts before the shop starts, and moved forward through a small
 * HTTP server on loopback (`POST /advance?hours=49`). The shop's periodic sweeps read it and run at
 * once when it moves, so a test sees a hold's reminder and expiry without waiting days. A moved clock
 * moves it for every order of the server under test: the specs that move it run in their own project,
 * after the others (playwright.config.ts, "clock").
 *
 * The same server arms a failure the shop takes once (app/utils/test-faults.server.ts):
 * `POST /fault?kind=pattern&what=GM-2026-000123` makes that order's pattern fail to draft, finally,
 * so a test sees the admin's "Patrón no disponible" and her way to draft it again. It moves nothing
 * else, so those specs run beside the others.
 */
type TestClock = { offsetMs: number; listeners: Set<() => void> }

export function installTestClock(port: number): void {
  const clock: TestClock = { offsetMs: 0, listeners: new Set() }
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('gemela.testClock')] = clock
  const faults = new Map<string, Set<string>>()
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('gemela.testFaults')] = faults
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (req.method === 'POST' && url.pathname === '/fault') {
      const kind = url.searchParams.get('kind')
      const what = url.searchParams.get('what')
      if (kind !== 'pattern' || !what) {
        res.writeHead(400).end()
        return
      }
      faults.set(kind, (faults.get(kind) ?? new Set()).add(what))
      res.writeHead(204).end()
      return
    }
    if (req.method === 'POST' && url.pathname === '/advance') {
      const hours = Number(url.searchParams.get('hours'))
      if (!Number.isFinite(hours) || hours < 0) {
        res.writeHead(400).end()
        return
      }
      clock.offsetMs += hours * 3_600_000
      for (const listener of clock.listeners) listener()
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ offsetMs: clock.offsetMs, now: new Date(Date.now() + clock.offsetMs).toISOString() }))
  })
  server.listen(port, '127.0.0.1')
  server.unref()
}
