import { matchRoutes } from 'react-router'
import type { es } from './locales/es/index.ts'

/**
 * Which parts of the dictionary a page needs. Each route says so in its `handle`; the root loader
 * sends only those with the document (decision 004: the home page's JavaScript budget), and fetches
 * again when a navigation needs more (root's shouldRevalidate).
 */
export type Namespace = keyof typeof es

/** A route's `handle`: a layout declares what its frame speaks, a page adds what it speaks. */
export type I18nHandle = {
  i18n: readonly Namespace[]
  /** Parts only some views of a page speak, chosen by a query parameter (`?step=summary`). */
  i18nByQuery?: { param: string; values: readonly string[]; i18n: readonly Namespace[] }
}

/**
 * For each URL pattern the router can match (`/collection/:id`), what its routes declare together,
 * from the root down. Built from the route modules on the server (route-table.server.ts) and sent
 * with the document, so the browser can tell what the next page needs before it loads its code.
 */
export type I18nRouteTable = Record<string, I18nHandle>

/** What the route table needs of a route: the shape of React Router's server build `routes`. */
type RouteRecord = { id: string; parentId?: string; path?: string; module: { handle?: unknown } }

/** `collection/:id`, `/collection/:id` → `/collection/:id`; the index route is `/`. */
export function normalizePattern(pattern: string): string {
  return `/${pattern.replace(/\/\/+/g, '/').replace(/^\/|\/$/g, '')}`
}

function isI18nHandle(handle: unknown): handle is I18nHandle {
  return typeof handle === 'object' && handle !== null && Array.isArray((handle as I18nHandle).i18n)
}

/**
 * One entry per leaf route, keyed by its full pattern (its and its parents' paths joined, as React
 * Router's `pattern` is), with the namespaces of its whole branch.
 */
export function computeI18nRouteTable(routes: Readonly<Record<string, RouteRecord | undefined>>): I18nRouteTable {
  const all = Object.values(routes).filter((r): r is RouteRecord => r != null)
  const parents = new Set(all.map((r) => r.parentId).filter(Boolean))
  const table: I18nRouteTable = {}
  for (const leaf of all.filter((r) => !parents.has(r.id))) {
    const branch: RouteRecord[] = []
    for (let r: RouteRecord | undefined = leaf; r; r = r.parentId ? routes[r.parentId] : undefined) branch.unshift(r)
    const handles = branch.map((r) => r.module.handle).filter(isI18nHandle)
    const entry: I18nHandle = { i18n: [...new Set(handles.flatMap((h) => h.i18n))] }
    const byQuery = handles.findLast((h) => h.i18nByQuery)?.i18nByQuery
    if (byQuery) entry.i18nByQuery = byQuery
    table[
      normalizePattern(
        branch
          .map((r) => r.path ?? '')
          .filter(Boolean)
          .join('/'),
      )
    ] = entry
  }
  return table
}

/**
 * The namespaces a URL needs. On the server `pattern` is the router's own match (a loader's
 * `pattern`); in the browser, before navigating, the URL is matched against the table's patterns
 * with React Router's ranking, which gives the same route (namespaces.test.ts checks every one).
 */
export function namespacesFor(table: I18nRouteTable, url: { pathname: string; search: string }, pattern?: string): Namespace[] {
  const known = pattern === undefined ? undefined : normalizePattern(pattern)
  const key = known !== undefined && known in table ? known : matchPattern(table, url.pathname)
  const entry = key === undefined ? undefined : table[key]
  if (!entry) return []
  const byQuery = entry.i18nByQuery
  const extra = byQuery && byQuery.values.includes(new URLSearchParams(url.search).get(byQuery.param) ?? '') ? byQuery.i18n : []
  return [...new Set([...entry.i18n, ...extra])]
}

export function matchPattern(table: I18nRouteTable, pathname: string): string | undefined {
  return matchRoutes(
    Object.keys(table).map((path) => ({ path })),
    pathname,
  )?.at(-1)?.route.path
}

export function pickNamespaces<T extends Record<string, unknown>>(all: T, namespaces: readonly string[]): Partial<T> {
  return Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]])) as Partial<T>
}
