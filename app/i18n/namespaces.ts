/**
 * Which parts of the dictionary a page needs. The root loader sends only these with the document
 * (plus what the shell always needs), and fetches again when a navigation needs more.
 */
const always = ['common', 'basket'] as const

const byPath: [RegExp, string[]][] = [
  [/^\/$/, ['home', 'newsletter']],
  [/^\/(values|process|how-it-works|faq)\/?$/, ['pages', 'policies']],
  [/^\/(shipping-policy|return-policy|contact|terms)\/?$/, ['policies']],
  [/^\/returns-exchanges\/?$/, ['returns', 'policies']],
  [/^\/newsletter\//, ['newsletter']],
  [/^\/(collection|fabric)(\/|$)/, ['catalogue']],
  [/^\/product\//, ['catalogue', 'customizer', 'garment']],
  [/^\/perfiles-de-medidas\/?$/, ['sizing']],
  [/^\/dev\//, ['garment']],
  [/^\/(login|register|admin|forgot-password|reset-password|account)(\/|$)/, ['accounts', 'newsletter']],
  [/^\/account\//, ['accountArea']],
]

/** The customizer's last two steps (summary, measurements) also speak the sizing part (11 KB). */
const sizingSteps = new Set(['summary', 'measurements'])

export function namespacesFor(url: { pathname: string; search: string }): string[] {
  const { pathname } = url
  const extra = byPath.filter(([pattern]) => pattern.test(pathname)).flatMap(([, ns]) => ns)
  if (pathname.startsWith('/product/') && sizingSteps.has(new URLSearchParams(url.search).get('step') ?? '')) extra.push('sizing')
  return [...new Set([...always, ...extra])]
}

export function pickNamespaces<T extends Record<string, unknown>>(all: T, namespaces: readonly string[]): Partial<T> {
  return Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]])) as Partial<T>
}
