import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { clientAddress } from './security.ts'

const servers: { close: () => void }[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

async function echoClient(trustProxy: string, forwardedFor?: string) {
  const app = express()
  app.set('trust proxy', trustProxy)
  app.use(clientAddress)
  app.get('/', (req, res) => res.send(req.headers['x-forwarded-for']))
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const res = await fetch(`http://127.0.0.1:${port}/`, { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} })
  return res.text()
}

describe('client address (what rate limits count by)', () => {
  it('a client cannot choose its address by sending X-Forwarded-For itself', async () => {
    expect(await echoClient('10.0.0.1', '203.0.113.9')).toBe('127.0.0.1')
  })

  it('a trusted proxy’s X-Forwarded-For gives the client’s address (its last untrusted hop)', async () => {
    expect(await echoClient('loopback', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9')
  })

  it('without a proxy the socket’s address is used', async () => {
    expect(await echoClient('loopback')).toBe('127.0.0.1')
  })
})
