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
