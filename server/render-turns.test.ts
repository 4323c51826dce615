import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { renderTurn } from './render-turns.ts'

/** A render that never gives the loop back, as a page on the embedded database does. */
function busy(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // the render's own work
  }
}

const servers: net.Server[] = []
const sockets: net.Socket[] = []
afterEach(() => {
  for (const s of sockets.splice(0)) s.destroy()
  for (const s of servers.splice(0)) s.close()
})

describe('renderTurn (one page render started per turn of the event loop)', () => {
  it('lets requests render in the order they came', async () => {
    const order: number[] = []
    await Promise.all([0, 1, 2, 3].map((i) => renderTurn().then(() => order.push(i))))
    expect(order).toEqual([0, 1, 2, 3])
  })

  it('accepts a connection that arrives during a render before the next render starts, not after the whole queue', async () => {
    const server = net.createServer()
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const events: string[] = []
    server.on('connection', (socket) => {
      sockets.push(socket)
      events.push('connection')
    })
    await Promise.all(
      [0, 1, 2].map((i) =>
        renderTurn().then(() => {
          events.push(`render ${i}`)
          if (i === 0) {
            // A customer connects while the first render holds the process: the kernel completes her
            // handshake, and she waits in the listening socket's queue until the loop comes round.
            const client = net.connect(port, '127.0.0.1')
            client.on('error', () => undefined)
            sockets.push(client)
          }
          busy(30)
        }),
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events).toEqual(['render 0', 'connection', 'render 1', 'render 2'])
  })
})
