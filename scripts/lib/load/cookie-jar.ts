/**
 * One virtual customer's cookies, as her browser keeps them for one site: a Set-Cookie stores or
 * replaces its cookie, and one that has expired (Max-Age ≤ 0, Expires in the past) removes it.
 * Path, Domain and the flags are not followed: the benchmark talks to one origin, under /.
 */
export class CookieJar {
  private cookies = new Map<string, string>()

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value)
  }

  /** Takes an answer's Set-Cookie headers (node:http gives them as an array). */
  store(setCookies: readonly string[] | undefined, now = Date.now()) {
    for (const line of setCookies ?? []) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      if (at <= 0) continue
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (isExpired(attributes, now)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)
  }

  /** The Cookie header to send, or undefined with none. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

function isExpired(attributes: readonly string[], now: number): boolean {
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=')
    const value = rest.join('=').trim()
    switch (key.trim().toLowerCase()) {
      case 'max-age':
        // Max-Age wins over Expires (RFC 6265, 5.3): decided here.
        return Number(value) <= 0
      case 'expires': {
        const at = Date.parse(value)
        if (!Number.isNaN(at) && at <= now && !attributes.some((a) => a.trim().toLowerCase().startsWith('max-age='))) return true
      }
    }
  }
  return false
}
