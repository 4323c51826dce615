/**
 * A bounded queue for expensive work a request may start (drawing a picture): at most `concurrency`
 * tasks run at once, at most `queueLimit` wait behind them, and one client holds at most
 * `perClientLimit` places (running or waiting). Beyond that `run` answers busy at once, so the caller
 * can say 503 instead of piling work up while the pages wait.
 */

export type WorkQueueOptions = { concurrency: number; queueLimit: number; perClientLimit: number }
export type WorkResult<T> = { ok: true; value: T } | { ok: false }

export type WorkQueue = {
  run: <T>(client: string, task: () => Promise<T> | T) => Promise<WorkResult<T>>
  /** Tasks running and waiting now (for tests and logs). */
  load: () => { running: number; waiting: number }
}

export function createWorkQueue({ concurrency, queueLimit, perClientLimit }: WorkQueueOptions): WorkQueue {
  let running = 0
  const waiting: (() => void)[] = []
  const held = new Map<string, number>()

  function release(client: string) {
    const count = (held.get(client) ?? 1) - 1
    if (count > 0) held.set(client, count)
    else held.delete(client)
    // The slot passes straight to the next in line, so `running` never drops below what runs.
    const next = waiting.shift()
    if (next) next()
    else running--
  }

  async function run<T>(client: string, task: () => Promise<T> | T): Promise<WorkResult<T>> {
    const mine = held.get(client) ?? 0
    if (mine >= perClientLimit) return { ok: false }
    if (running >= concurrency && waiting.length >= queueLimit) return { ok: false }
    held.set(client, mine + 1)
    if (running < concurrency) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      // A turn of the event loop before each task: a synchronous task (rendering an SVG) then never
      // runs back to back with the next one while a page request waits for its turn.
      await new Promise<void>((resolve) => setImmediate(resolve))
      return { ok: true, value: await task() }
    } finally {
      release(client)
    }
  }

  return { run, load: () => ({ running, waiting: waiting.length }) }
}
