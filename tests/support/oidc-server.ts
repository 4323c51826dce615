import { createServer } from 'node:http'
import { OAuth2Server } from 'oauth2-mock-server'
import { exitWithOwner } from './owner-watch.ts'

/**
 * A local OpenID Connect provider for the browser tests (standing in for Google and Apple, which
 * cannot be reached here). Who signs in is set per test through a small control endpoint:
 * POST http://127.0.0.1:<port+1>/identity {"sub","email","name","email_verified"}; POST /deny makes the
 * next authorization fail as if she cancelled at the provider.
 */
const port = Number(process.env.OIDC_PORT ?? 2527)
let identity = { sub: 'oidc-default', email: 'oidc@example.com', name: 'Oidc User', email_verified: true }
/** The next authorization is refused (the user cancels at the provider), when set through the control endpoint. */
let denyNext = false

const server = new OAuth2Server()
await server.issuer.keys.generate('RS256')
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, identity)
})
server.service.on('beforeUserinfo', (response) => {
  response.body = { ...identity }
})
server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
  if (!denyNext) return
  denyNext = false
  redirect.url.searchParams.delete('code')
  redirect.url.searchParams.set('error', 'access_denied')
})
await server.start(port, '127.0.0.1')
// Like a real provider, its issuer (and so its endpoints) is the address it is configured by.
server.issuer.url = `http://127.0.0.1:${port}`

createServer((req, res) => {
  let body = ''
  req.on('data', (c: Buffer) => (body += c))
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/identity') identity = { ...identity, ...JSON.parse(body) }
    if (req.method === 'POST' && req.url === '/deny') denyNext = true
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(identity))
  })
}).listen(port + 1, '127.0.0.1')

console.log(`OIDC provider at ${server.issuer.url}; control on ${port + 1}`)
exitWithOwner()
