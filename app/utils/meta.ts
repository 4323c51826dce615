import type { MetaDescriptor } from 'react-router'

type RootData = { locale: string; resources: Record<string, unknown>; origin: string }
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
  options: { title?: string; titleKey?: string; descriptionKey?: string; path: string; noindex?: boolean },
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')
  const data = (root?.loaderData ?? root?.data) as RootData | undefined
  const resources = data?.resources ?? {}
  const store = lookup(resources, 'common.brand')
  const title = options.title ?? (options.titleKey ? lookup(resources, options.titleKey) : store)
  const origin = data?.origin ?? ''
  const path = options.path
  const tags: MetaDescriptor[] = [{ title: title === store ? store : `${title} · ${store}` }]
  if (options.descriptionKey) tags.push({ name: 'description', content: lookup(resources, options.descriptionKey) })
  if (options.noindex) {
    tags.push({ name: 'robots', content: 'noindex' })
    return tags
  }
  // Spanish is the default language, so its URL carries no query; English is `?lng=en`.
  const urlFor = (locale: string) => (locale === 'en' ? `${origin}${path}?lng=en` : `${origin}${path}`)
  tags.push(
    { tagName: 'link', rel: 'canonical', href: urlFor(data?.locale ?? 'es') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'es', href: urlFor('es') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: urlFor('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: urlFor('es') },
  )
  return tags
}
