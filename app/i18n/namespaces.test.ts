import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router'
import { beforeAll, describe, expect, test } from 'vitest'
import routeConfig from '#app/routes.ts'
import { es } from './locales/es/index.ts'
import { computeI18nRouteTable, type I18nHandle, type I18nRouteTable, matchPattern, type Namespace, namespacesFor, normalizePattern } from './namespaces.ts'

/**
 * The app's real routes (app/routes.ts) with their real modules, in the shape of the server build's
 * `routes` that route-table.server.ts reads. The root's module (document, styles) is left out: it
 * declares no namespaces.
 */
type RouteRecord = { id: string; parentId?: string; path?: string; index?: boolean; file: string; module: { handle?: unknown; default?: unknown } }

async function loadRoutes(): Promise<RouteRecord[]> {
  const records: RouteRecord[] = [{ id: 'root', path: '', file: 'root.tsx', module: {} }]
  async function add(entries: RouteConfigEntry[], parentId: string) {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[^.]+$/, '')
      const module = (await import(/* @vite-ignore */ path.resolve('app', entry.file))) as RouteRecord['module']
      records.push({ id, parentId, path: entry.path, index: entry.index, file: entry.file, module })
      if (entry.children) await add(entry.children, id)
    }
  }
  await add(await routeConfig, 'root')
  return records
}

/** React Router's own nested tree of the same routes, to compare the browser's flat matching with. */
function routeTree(records: RouteRecord[], parentId?: string): RouteObject[] {
  return records.filter((r) => r.parentId === parentId).map((r) => (r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: routeTree(records, r.id) }))
}

let records: RouteRecord[]
let table: I18nRouteTable
const isPage = (r: RouteRecord) => typeof r.module.default === 'function'
const at = (href: string) => new URL(href, 'http://shop.test')

beforeAll(async () => {
  records = await loadRoutes()
  table = computeI18nRouteTable(Object.fromEntries(records.map((r) => [r.id, r])))
}, 60_000)

describe('namespaces declared by the routes', () => {
  test('every page and the shell declare what they speak in a handle, naming real parts of the dictionary', () => {
    const pages = records.filter((r) => isPage(r) && r.id !== 'root')
    expect(pages.length).toBeGreaterThan(25)
    for (const page of pages) {
      const handle = page.module.handle as I18nHandle | undefined
      expect(Array.isArray(handle?.i18n), `${page.file} exports handle = { i18n: [...] }`).toBe(true)
      for (const ns of [...handle!.i18n, ...(handle!.i18nByQuery?.i18n ?? [])]) expect(Object.keys(es), page.file).toContain(ns)
    }
  })

  test('every page has the shell’s parts; pages add their own', () => {
    expect(namespacesFor(table, at('/'))).toEqual(['common', 'basket', 'home'])
    expect(namespacesFor(table, at('/collection/3'))).toEqual(['common', 'basket', 'catalogue'])
    expect(namespacesFor(table, at('/account/saved'))).toEqual(['common', 'basket', 'accountArea', 'accounts'])
    expect(namespacesFor(table, at('/no/such/page'))).toEqual(['common', 'basket'])
  })

  test('the customizer’s design steps leave the sizing part out; its summary and measurements bring it', () => {
    expect(namespacesFor(table, at('/product/1'))).not.toContain('sizing')
    expect(namespacesFor(table, at('/product/1?step=2&item=x'))).not.toContain('sizing')
    expect(namespacesFor(table, at('/product/1?step=summary&item=x'))).toContain('sizing')
    expect(namespacesFor(table, at('/product/1?item=x&step=measurements'))).toContain('sizing')
    expect(namespacesFor(table, at('/perfiles-de-medidas'))).toContain('sizing')
  })

  test('the browser’s match of a URL against the table is the route React Router matches', () => {
    const tree = routeTree(records)
    const samples = Object.keys(table).map((pattern) => pattern.replace(/:\w+/g, 'x7').replace('*', 'some/where'))
    for (const pathname of [...samples, '/product/customize', '/collection/3/extra', '/account', '/']) {
      const matches = matchRoutes(tree, pathname)!
      const routerPattern = normalizePattern(
        matches
          .map((m) => m.route.path ?? '')
          .filter(Boolean)
          .join('/'),
      )
      expect(matchPattern(table, pathname), pathname).toBe(routerPattern)
    }
  })

  test('the server’s `pattern` (what the root loader is given) names the same table entry', async () => {
    let pattern = ''
    const tree: RouteObject[] = [{ id: 'root', path: '', loader: (args) => ((pattern = args.pattern), null), children: routeTree(records, 'root') }]
    const handler = createStaticHandler(tree)
    for (const pathname of ['/', '/collection/3', '/product/1', '/account/saved', '/nowhere']) {
      await handler.query(new Request(`http://shop.test${pathname}`))
      expect(normalizePattern(pattern), pathname).toBe(matchPattern(table, pathname))
    }
  })
})

/**
 * Every key a page's code names (`t('catalogue.…')`, a `labelKey: 'sizing.…'`, a lazy component's
 * keys) belongs to a part its routes declare: otherwise the page would render a missing key, as the
 * browser tests would also see. Follows the page's imports through the app, leaving out server-only
 * files (their text is made on the server, with the whole dictionary).
 */
describe('a page loads every part of the dictionary its code uses', () => {
  const namespaces = Object.keys(es) as Namespace[]
  const keyPattern = new RegExp(`['"\`](${namespaces.join('|')})\\.[A-Za-z$]`, 'g')
  const importPattern = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

  function resolve(from: string, spec: string): string | null {
    const base = spec.startsWith('#app/') ? path.join('app', spec.slice(5)) : spec.startsWith('.') ? path.join(path.dirname(from), spec) : null
    if (!base) return null
    const file = [base, `${base}.ts`, `${base}.tsx`].find((f) => /\.tsx?$/.test(f) && existsSync(f))
    return file && !/\.server\.tsx?$/.test(file) ? file : null
  }

  function scan(file: string): { used: Map<Namespace, string>; files: Set<string> } {
    const used = new Map<Namespace, string>()
    const seen = new Set<string>()
    const stack = [file]
    while (stack.length) {
      const current = stack.pop()!
      if (seen.has(current)) continue
      seen.add(current)
      const source = readFileSync(current, 'utf8')
      for (const [, ns] of source.matchAll(keyPattern)) if (!used.has(ns as Namespace)) used.set(ns as Namespace, current)
      for (const [, spec, lazy] of source.matchAll(importPattern)) {
        const next = resolve(current, (spec ?? lazy)!)
        if (next) stack.push(next)
      }
    }
    return { used, files: seen }
  }

  test('every page: what its code uses ⊆ what its routes declare', () => {
    const byId = new Map(records.map((r) => [r.id, r]))
    for (const page of records.filter((r) => isPage(r) && r.id !== 'root')) {
      const branch: RouteRecord[] = []
      for (let r: RouteRecord | undefined = page; r && r.id !== 'root'; r = r.parentId ? byId.get(r.parentId) : undefined) branch.unshift(r)
      const pattern = normalizePattern(
        branch
          .map((r) => r.path ?? '')
          .filter(Boolean)
          .join('/'),
      )
      const entry = table[pattern]!
      const declared = new Set([...entry.i18n, ...(entry.i18nByQuery?.i18n ?? [])])
      for (const route of branch) {
        for (const [ns, where] of scan(path.join('app', route.file)).used) {
          expect(declared.has(ns), `${pattern} uses '${ns}' (in ${where}) but its routes do not declare it`).toBe(true)
        }
      }
    }
  })

  test('the scan sees keys behind imports and lazy components (or the check above would pass vacuously)', () => {
    expect(scan('app/routes/shell.tsx').files).toContain('app/modules/basket/components/basket-sidebar.tsx')
    expect([...scan('app/routes/product.tsx').used.keys()]).toEqual(expect.arrayContaining(['catalogue', 'customizer', 'garment', 'sizing']))
  })
})
