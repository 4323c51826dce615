import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageHandler, pageWorkSettled } from './page-handler.ts'

const servers: http.Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) s.close()
})

describe('pageWorkSettled (a stopping node waits for its requests)', () => {
  it('waits for a request whose client went away until its loaders are done, and not forever', async () => {
    let finishLoaders!: () => void
    const loaders = new Promise<void>((resolve) => (finishLoaders = resolve))
    let started!: () => void
    const begun = new Promise<void>((resolve) => (started = resolve))
    const app = express()
    app.use(
      createPageHandler({
        render: async () => {
          started()
          await loaders
          return new globalThis.Response('done')
        },
      }),
    )
    const server = app.listen(0, '127.0.0.1')
    servers.push(server)
    await new Promise((r) => server.once('listening', r))
    const { port } = server.address() as AddressInfo

    // The client asks, then hangs up before the answer (as a cut balancer connection does).
    const request = http.get({ host: '127.0.0.1', port, path: '/cart' })
    request.on('error', () => undefined)
    await begun
    request.destroy()
    await new Promise((r) => setTimeout(r, 50))

    expect(await pageWorkSettled(100)).toBe(false)
    const settled = pageWorkSettled(5_000)
    finishLoaders()
    expect(await settled).toBe(true)
    expect(await pageWorkSettled(0)).toBe(true)
  })
})
