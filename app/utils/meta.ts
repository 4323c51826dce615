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

/**
 * Title, description, canonical and hreflang alternates for a page, in the language it was
 * rendered in (meta runs outside React, so it reads the root's dictionary).
 */
export function pageMeta(
  matches: readonly MatchLike[],
  options: { title?: string; titleKey?: string; descriptionKey?: string; description?: string; path: string; noindex?: boolean },
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')
  const data = (root?.loaderData ?? root?.data) as RootData | undefined
  const resources = data ? parseSentJson<Record<string, unknown>>(data.resources) : {}
  const store = lookup(resources, 'common.brand')
  const title = options.title ?? (options.titleKey ? lookup(resources, options.titleKey) : store)
  const origin = data?.origin ?? ''
  const path = options.path
  const tags: MetaDescriptor[] = [{ title: title === store ? store : `${title} · ${store}` }]
  const description = options.description ?? (options.descriptionKey ? lookup(resources, options.descriptionKey) : null)
  if (description) tags.push({ name: 'description', content: description })
  if (options.noindex) {
    tags.push({ name: 'robots', content: 'noindex' })
    return tags
  }
  // Each language has its own URL (`?lng=es`, `?lng=en`); the bare URL adapts to the visitor (cookie,
  // browser language; Spanish for crawlers) and is the x-default. Every page is its own canonical,
  // so the adaptive URL never claims to be one of its language versions.
  const self = data?.urlLocale ? `${origin}${path}?lng=${data.urlLocale}` : `${origin}${path}`
  tags.push(
    { tagName: 'link', rel: 'canonical', href: self },
    { tagName: 'link', rel: 'alternate', hrefLang: 'es', href: `${origin}${path}?lng=es` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${origin}${path}?lng=en` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${path}` },
  )
  return tags
}
