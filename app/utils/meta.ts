import type { MetaDescriptor } from 'react-router'
import { parseSentJson } from '#app/i18n/sent-json.ts'

type RootData = { locale: string; urlLocale?: string | null; resources: string; origin: string }
type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined

function lookup(resources: Record<string, unknown>, key: string): string {
  let node: unknown = resources
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part]
    else return key
  }
  return typeof node === 'string' ? node : key
}

/** What a page's meta knows of the document: its language, its origin, the words it was sent. */
export type MetaContext = {
  locale: string
  origin: string
  /** A dictionary text of the page's language, by key ('common.brand'). */
  text: (key: string) => string
  /** A page's absolute address in the language this document was asked in (`?lng=` when it was). */
  address: (path: string) => string
}

/** The root's dictionary and origin, for what a page's `meta` says beyond pageMeta (structured data). */
export function metaContext(matches: readonly MatchLike[]): MetaContext {
  const root = matches.find((m) => m?.id === 'root')
  const data = (root?.loaderData ?? root?.data) as RootData | undefined
  const resources = data ? parseSentJson<Record<string, unknown>>(data.resources) : {}
  const origin = data?.origin ?? ''
  return {
    locale: data?.locale ?? 'es',
    origin,
    text: (key) => lookup(resources, key),
    address: (path) => (data?.urlLocale ? `${origin}${path}?lng=${data.urlLocale}` : `${origin}${path}`),
  }
}

const ogLocales: Record<string, string> = { es: 'es_ES', en: 'en_GB' }

/**
 * Title, description, canonical and hreflang alternates for a page, in the language it was
 * rendered in (meta runs outside React, so it reads the root's dictionary); Open Graph and Twitter's
 * card for a page worth sharing, with its picture (`image`: a path of ours, 1200 × 630) and its
 * schema.org data (`jsonLd`).
 */
export function pageMeta(
  matches: readonly MatchLike[],
  options: {
    title?: string
    titleKey?: string
    descriptionKey?: string
    description?: string
    path: string
    noindex?: boolean
    image?: { path: string; alt: string }
    ogType?: 'website' | 'product'
    jsonLd?: Record<string, unknown>[]
  },
): MetaDescriptor[] {
  const page = metaContext(matches)
  const store = page.text('common.brand')
  const title = options.title ?? (options.titleKey ? page.text(options.titleKey) : store)
  const origin = page.origin
  const path = options.path
  const tags: MetaDescriptor[] = [{ title: title === store ? store : `${title} · ${store}` }]
  const description = options.description ?? (options.descriptionKey ? page.text(options.descriptionKey) : null)
  if (description) tags.push({ name: 'description', content: description })
  if (options.noindex) {
    tags.push({ name: 'robots', content: 'noindex' })
    return tags
  }
  // Each language has its own URL (`?lng=es`, `?lng=en`); the bare URL adapts to the visitor (cookie,
  // browser language; Spanish for crawlers) and is the x-default. Every page is its own canonical,
  // so the adaptive URL never claims to be one of its language versions.
  const self = page.address(path)
  tags.push(
    { tagName: 'link', rel: 'canonical', href: self },
    { tagName: 'link', rel: 'alternate', hrefLang: 'es', href: `${origin}${path}?lng=es` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${origin}${path}?lng=en` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${path}` },
    { property: 'og:site_name', content: store },
    { property: 'og:type', content: options.ogType ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:url', content: self },
    { property: 'og:locale', content: ogLocales[page.locale] ?? ogLocales.es! },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { name: 'twitter:card', content: options.image ? 'summary_large_image' : 'summary' },
  )
  if (options.image)
    tags.push(
      { property: 'og:image', content: `${origin}${options.image.path}` },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: options.image.alt },
      { name: 'twitter:image', content: `${origin}${options.image.path}` },
      { name: 'twitter:image:alt', content: options.image.alt },
    )
  for (const data of options.jsonLd ?? []) tags.push({ 'script:ld+json': data })
  return tags
}
