import { isIP } from 'node:net'

/**
 * Who sent a request, for per-client rate limits. The HTTP host (server/security.ts, clientAddress)
 * overwrites X-Forwarded-For with the one address Express derived from trusted proxies only, so the
 * header a client sends itself never reaches here. An IPv6 client is counted by its /64: one
 * household or server gets a whole /64 and could otherwise change address on every request.
 * 'unknown' when there is no usable address (a request built in a test, a misconfigured host).
 */
export function getClientAddress(request: Request): string {
  const raw = request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim().slice(0, 64) ?? ''
  const address = raw.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  const family = isIP(address)
  if (family === 4) return address
  if (family === 6) return `${ipv6Prefix64(address)}::/64`
  return 'unknown'
}

/** The first four groups of an IPv6 address, expanded ("2001:db8::1" → "2001:db8:0:0"). */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.split('%')[0]!.split('::') as [string, string | undefined]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An embedded IPv4 tail (::ffff:0:1.2.3.4) is two groups; the /64 never reaches it.
  const rightGroups = right.flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]))
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - rightGroups.length).fill('0'), ...rightGroups]
  return groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')
}
