/**
 * Where to send a visitor back to after signing in (or any `redirectTo` a client supplies): a path
 * on this site, or `fallback`. The check is made on the URL as a browser would resolve it, not on
 * the raw string: `/.//evil.example`, `/x/..//evil`, `/%2e//evil` all collapse to `//evil…` (another
 * host) once dot segments are removed, and a backslash is a slash to a browser. See docs/security.md.
 */
const base = 'http://gemela.invalid'

export function sanitizeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1000) return fallback
  // A backslash or a control character (tab, newline) is never in a link we make; browsers drop or reinterpret them.
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return fallback
  }
  if (url.origin !== base) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // Whatever the browser will request next must itself be a path, never scheme-relative (an
  // encoded slash or backslash right after the first is refused too: some proxies decode them).
  if (!path.startsWith('/') || /^\/(?:[/\\]|%2f|%5c)/i.test(path)) return fallback
  return path
}
