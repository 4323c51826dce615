import { supportedLocales as locales } from '#app/i18n/config.ts'

/**
 * The shop's pages anyone may read and a search engine should know, besides each product's and
 * fabric's (docs/product.md, "Found and shared"). The customizer (`/product/:id`) is per visitor and
 * `noindex`; basket, checkout, account, sign-in and the back office are private.
 */
export const publicPagePaths = [
  '/',
  '/collection',
  '/how-it-works',
  '/process',
  '/values',
  '/faq',
  '/gift-cards',
  '/shipping-policy',
  '/return-policy',
  '/returns-exchanges',
  '/terms',
  '/privacy',
  '/legal',
  '/cookies',
  '/contact',
] as const

/**
 * What crawlers are kept out of: private pages and the endpoints behind forms. The customizer is not
 * here: it says `noindex` itself, which a crawler kept out would never read.
 */
export const privatePathPrefixes = ['/account', '/cart', '/checkout', '/orders', '/perfiles-de-medidas', '/admin', '/api', '/resources', '/logout'] as const

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
}

/**
 * The sitemap (sitemaps.org with Google's hreflang links): each page once per language, at its
 * language's address (`?lng=es`, `?lng=en`, as pageMeta's canonical and alternates say), each entry
 * naming every language version and the adaptive bare address as x-default.
 */
export function computeSitemapXml(origin: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...locales.map((lng) => `    <xhtml:link rel="alternate" hreflang="${lng}" href="${escapeXml(`${origin}${path}?lng=${lng}`)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${path}`)}"/>`,
    ].join('\n')
    return locales.map((lng) => `  <url>\n    <loc>${escapeXml(`${origin}${path}?lng=${lng}`)}</loc>\n${alternates}\n  </url>`)
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything public is open, the private areas are not, and the sitemap is named. */
export function computeRobotsTxt(origin: string): string {
  return ['User-agent: *', ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
