import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * The import graph between the folders of app/modules, read from the source: which domain module
 * imports which (docs/architecture.md, "Import rules"). Every import counts — static, `import type`,
 * `export … from` and lazy `import()` — in every file, tests included: a type or a lazily loaded
 * chunk still ties the two folders together.
 */

const root = path.resolve(import.meta.dirname, '../..')
export const modulesDir = path.join(root, 'app/modules')

/** One import that crosses from one module folder into another. */
export type ModuleImport = { from: string; to: string; file: string; specifier: string }

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listSourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

/** The module folder a path is in ('app/modules/basket/x.ts' → 'basket'), or null outside app/modules. */
function moduleOf(file: string): string | null {
  const relative = path.relative(modulesDir, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  const [folder, ...rest] = relative.split(path.sep)
  return rest.length ? folder! : null
}

/** Where an import specifier points, as a path, for the two spellings that can reach a module. */
function resolveSpecifier(specifier: string, file: string): string | null {
  if (specifier.startsWith('#app/')) return path.join(root, 'app', specifier.slice('#app/'.length))
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(file), specifier)
  return null
}

/** Every import in app/modules that lands in a different module folder than the file making it. */
export function listModuleImports(): ModuleImport[] {
  return listSourceFiles(modulesDir).flatMap((file) => {
    const from = moduleOf(file)!
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    return importedFiles.flatMap(({ fileName: specifier }) => {
      const target = resolveSpecifier(specifier, file)
      const to = target && moduleOf(target)
      return to && to !== from ? [{ from, to, file: path.relative(root, file), specifier }] : []
    })
  })
}

/**
 * The folder-level cycles of a graph, each as the path that closes it ('a → b → a'). Within each
 * strongly connected group of folders (Tarjan), the shortest loop through every member is
 * reported once, so the message names each loop of imports to break, not only the first.
 */
export function findCycles(edges: readonly Pick<ModuleImport, 'from' | 'to'>[]): string[][] {
  const next = new Map<string, string[]>()
  for (const { from, to } of edges) if (!next.get(from)?.includes(to)) next.set(from, [...(next.get(from) ?? []), to].sort())
  const nodes = [...new Set(edges.flatMap((e) => [e.from, e.to]))].sort()

  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const groups: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        group.push(member)
      } while (member !== node)
      if (group.length > 1) groups.push(group.sort())
    }
  }
  for (const node of nodes) if (!index.has(node)) visit(node)

  const loops = new Map<string, string[]>()
  for (const group of groups) {
    for (const start of group) {
      const loop = shortestLoop(start, group, next)
      // The same loop seen from another of its folders: keep it once, from its first folder by name.
      const first = loop.indexOf([...loop].sort()[0]!)
      const rotated = [...loop.slice(first, -1), ...loop.slice(0, first), loop[first]!]
      loops.set(rotated.join(' → '), rotated)
    }
  }
  return [...loops.values()]
}

/** Breadth-first from `start`, inside its group, until an import leads back to it. */
function shortestLoop(start: string, group: string[], next: ReadonlyMap<string, string[]>): string[] {
  const previous = new Map<string, string>()
  const queue = [start]
  while (queue.length && !previous.has(start)) {
    const node = queue.shift()!
    for (const to of next.get(node) ?? []) {
      if (!group.includes(to) || previous.has(to)) continue
      previous.set(to, node)
      if (to === start) break
      queue.push(to)
    }
  }
  const loop = [start]
  for (let node = previous.get(start)!; node !== start; node = previous.get(node)!) loop.unshift(node)
  return [start, ...loop]
}
