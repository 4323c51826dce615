/**
 * One cookie's value from a Cookie header, URI-decoded; undefined when it is absent or its escapes
 * are malformed (`i18next=%ff` is no value at all: whoever reads it falls back, issue 14, item 7).
 */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * The shop's personal cookies (session, guest basket, …): a request carrying one is hers alone — it
 * renders for her, never enters a shared cache, and comes from a browser that has been here before
 * (server/response-policy.ts, server/page-cache.ts, app/entry.server.tsx).
 */
export const personalCookie = /(?:^|;\s*)(?:__Secure-)?gemela[._]/

export function isPersonalRequest(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && personalCookie.test(cookieHeader)
}
