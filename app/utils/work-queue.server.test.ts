import { describe, expect, test } from 'vitest'
import { createWorkQueue } from './work-queue.server.ts'

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  let started = false
  return {
    task: async () => {
      started = true
      await opened
      return 'done'
    },
    open: () => open(),
    started: () => started,
  }
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('a bounded work queue', () => {
  test('runs at most `concurrency` tasks at once; the next starts as one finishes', async () => {
    const queue = createWorkQueue({ concurrency: 2, queueLimit: 10, perClientLimit: 10 })
    const gates = [gate(), gate(), gate()]
    const results = gates.map((g, i) => queue.run(`client-${i}`, g.task))
    await turn()
    await turn()
    expect(gates.map((g) => g.started())).toEqual([true, true, false])
    expect(queue.load()).toEqual({ running: 2, waiting: 1 })
    gates[0]!.open()
    expect(await results[0]).toEqual({ ok: true, value: 'done' })
    await turn()
    await turn()
    expect(gates[2]!.started()).toBe(true)
    expect(queue.load()).toEqual({ running: 2, waiting: 0 })
    gates[1]!.open()
    gates[2]!.open()
    await Promise.all(results)
    expect(queue.load()).toEqual({ running: 0, waiting: 0 })
  })

  test('beyond the queue it answers busy at once, without running the task', async () => {
    const queue = createWorkQueue({ concurrency: 1, queueLimit: 2, perClientLimit: 10 })
    const gates = [gate(), gate(), gate()]
    const accepted = gates.map((g, i) => queue.run(`client-${i}`, g.task))
    let ran = false
    expect(
      await queue.run('client-9', () => {
        ran = true
      }),
    ).toEqual({ ok: false })
    expect(ran).toBe(false)
    for (const g of gates) g.open()
    expect(await Promise.all(accepted)).toEqual(gates.map(() => ({ ok: true, value: 'done' })))
    // Room again once the queue has drained.
    expect(await queue.run('client-9', () => 'again')).toEqual({ ok: true, value: 'again' })
  })

  test('one client holds at most `perClientLimit` places, so others still get in', async () => {
    const queue = createWorkQueue({ concurrency: 1, queueLimit: 10, perClientLimit: 2 })
    const flood = [gate(), gate()]
    const held = flood.map((g) => queue.run('flooder', g.task))
    expect(await queue.run('flooder', () => 'third')).toEqual({ ok: false })
    const shopper = queue.run('shopper', () => 'page picture')
    for (const g of flood) g.open()
    await Promise.all(held)
    expect(await shopper).toEqual({ ok: true, value: 'page picture' })
    expect(await queue.run('flooder', () => 'later')).toEqual({ ok: true, value: 'later' })
  })

  test('a task that throws gives its place back and the error to its caller', async () => {
    const queue = createWorkQueue({ concurrency: 1, queueLimit: 0, perClientLimit: 1 })
    await expect(queue.run('a', () => Promise.reject(new Error('broken drawing')))).rejects.toThrow('broken drawing')
    expect(queue.load()).toEqual({ running: 0, waiting: 0 })
    expect(await queue.run('a', () => 'fine')).toEqual({ ok: true, value: 'fine' })
  })

  test('a synchronous task waits a turn of the event loop, so work already waiting goes first', async () => {
    const queue = createWorkQueue({ concurrency: 1, queueLimit: 10, perClientLimit: 10 })
    const order: string[] = []
    setImmediate(() => order.push('page request'))
    await queue.run('a', () => order.push('drawing'))
    expect(order).toEqual(['page request', 'drawing'])
  })
})
