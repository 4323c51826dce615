/** Who is in the crowd: issue 19's mix of customers, shared out over a fixed number of connections. */

export const KINDS = ['browse', 'design', 'checkout'] as const
export type Kind = (typeof KINDS)[number]

/** Browse 80 %, design + basket 15 %, checkout 5 % (issue 19, item 6). */
export const CROWD_MIX: Readonly<Record<Kind, number>> = { browse: 0.8, design: 0.15, checkout: 0.05 }

/**
 * How many of `connections` virtual customers are of each kind: the largest-remainder share of the
 * mix (ties to the larger share), and at least one of every kind the mix names when there are
 * connections enough for each (taken from the kind most above its exact share). 50 connections → 40 / 8 / 2.
 */
export function computeCrowd(connections: number, mix: Readonly<Record<Kind, number>> = CROWD_MIX): Record<Kind, number> {
  if (!Number.isSafeInteger(connections) || connections < 1) throw new Error(`connections must be a whole number ≥ 1 (got ${connections})`)
  const total = KINDS.reduce((sum, k) => sum + mix[k], 0)
  if (!(total > 0) || KINDS.some((k) => mix[k] < 0)) throw new Error('the mix needs shares ≥ 0 that add up to more than 0')
  const exact = KINDS.map((kind) => ({ kind, share: mix[kind], exact: (connections * mix[kind]) / total }))
  const crowd = Object.fromEntries(exact.map((e) => [e.kind, Math.floor(e.exact)])) as Record<Kind, number>
  let left = connections - KINDS.reduce((sum, k) => sum + crowd[k], 0)
  const byRemainder = [...exact].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)) || b.share - a.share)
  for (const e of byRemainder) {
    if (left === 0) break
    crowd[e.kind]++
    left--
  }
  const named = KINDS.filter((k) => mix[k] > 0)
  if (connections >= named.length) {
    const exactOf = (kind: Kind) => exact.find((e) => e.kind === kind)!.exact
    for (const kind of named) {
      if (crowd[kind] > 0) continue
      // From the kind that got most beyond its exact share (and keeps one).
      const giver = named.filter((k) => crowd[k] > 1).sort((a, b) => crowd[b] - exactOf(b) - (crowd[a] - exactOf(a)) || crowd[b] - crowd[a])[0]!
      crowd[giver]--
      crowd[kind]++
    }
  }
  return crowd
}

/** The content pages a visitor reads (app/routes.ts); each is one of the page cache's paths. */
export const CONTENT_PAGES = ['/values', '/process', '/how-it-works', '/faq', '/shipping-policy', '/return-policy', '/contact', '/terms', '/returns-exchanges'] as const

/** The seeded catalogue's ids, as the storefront shows them (read from the database before a phase). */
export type CatalogueIds = { productIds: readonly number[]; fabricIds: readonly number[] }

/** A number in [0, 1): the crowd's choices come from one seeded sequence, so a run can be repeated. */
export type Random = () => number

/** mulberry32: small, fast and good enough to pick pages and options. */
export function createRandom(seed: number): Random {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function pickOne<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('nothing to pick from')
  return items[Math.floor(random() * items.length)]!
}

/** The page types a visitor opens, equally often: the home, the collection, a product, a fabric, the design tool, a content page. */
export const BROWSE_PAGES = ['/', '/collection', '/collection/:id', '/fabric/:id', '/product/:id', 'content'] as const

/** One page a browsing visitor opens: a page type, then one of its ids (or content pages). */
export function pickBrowsePath(random: Random, catalogue: CatalogueIds): string {
  const page = pickOne(random, BROWSE_PAGES)
  switch (page) {
    case '/collection/:id':
      return `/collection/${pickOne(random, catalogue.productIds)}`
    case '/fabric/:id':
      return `/fabric/${pickOne(random, catalogue.fabricIds)}`
    case '/product/:id':
      return `/product/${pickOne(random, catalogue.productIds)}`
    case 'content':
      return pickOne(random, CONTENT_PAGES)
    default:
      return page
  }
}

/** Every page a browsing visitor may open: what warms the page cache before a phase. */
export function listBrowsePaths(catalogue: CatalogueIds): string[] {
  return [
    '/',
    '/collection',
    ...catalogue.productIds.map((id) => `/collection/${id}`),
    ...catalogue.fabricIds.map((id) => `/fabric/${id}`),
    ...catalogue.productIds.map((id) => `/product/${id}`),
    ...CONTENT_PAGES,
  ]
}
