import type { ServerBuild } from 'react-router'
import { computeI18nRouteTable, type I18nRouteTable } from './namespaces.ts'

const tables = new WeakMap<object, { table: I18nRouteTable; json: string }>()
let productionBuild: Promise<{ routes: ServerBuild['routes'] }> | undefined

/**
 * The route table of namespaces, read from the `handle` of every route module of the running build.
 * The root loader cannot see its children's handles (React Router gives a loader the matched
 * `pattern`, not the matches), so it reads them from the server build, the same object the HTTP
 * host serves; computed once per build (a development rebuild gives a new one).
 */
export async function getI18nRouteTable(): Promise<{ table: I18nRouteTable; json: string }> {
  // In production the build never changes: imported once, not on every request (each dynamic import
  // is a trip through Node's module loader and its hooks).
  const { routes } = import.meta.env.PROD ? await (productionBuild ??= import('virtual:react-router/server-build')) : await import('virtual:react-router/server-build')
  let entry = tables.get(routes)
  if (!entry) {
    const table = computeI18nRouteTable(routes)
    // Sent with every document as one JSON text (sent-json.ts), made once.
    tables.set(routes, (entry = { table, json: JSON.stringify(table) }))
  }
  return entry
}
