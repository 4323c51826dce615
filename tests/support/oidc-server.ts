import { createServer } from 'node:http'
import { OAuth2Server } from 'oauth2-mock-server'

/**
 * A local OpenID Connect provider for the browser tests (standing in for Google and Apple, which
 * cannot be reached here). Who signs in is set per test through a small control endpoint:
 * POST http://127.0.0.1:<port+1>/identity {"sub","email","name","email_verified"}.
 */
const port = Number(process.env.OIDC_PORT ?? 2527)
let identity = { sub: 'oidc-default', email: 'oidc@example.com', name: 'Oidc User', email_verified: true }

const server = new OAuth2Server()
await server.issuer.keys.generate('RS256')
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, identity)
})
server.service.on('beforeUserinfo', (response) => {
  response.body = { ...identity }
})
await server.start(port, '127.0.0.1')

createServer((req, res) => {
  let body = ''
  req.on('data', (c: Buffer) => (body += c))
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/identity') identity = { ...identity, ...JSON.parse(body) }
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(identity))
  })
}).listen(port + 1, '127.0.0.1')

console.log(`OIDC provider at ${server.issuer.url}; control on ${port + 1}`)
