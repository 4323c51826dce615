import { describe, expect, test } from 'vitest'
import { findCycles, listModuleImports, type ModuleImport } from './module-graph.ts'

/**
 * Domain modules depend on each other in one direction only: no folder of app/modules imports,
 * through any chain of other folders, back into itself (docs/architecture.md). A loop means two
 * domains can no longer be read, tested or changed apart; the drawings were the last one
 * (catalogue ⇄ customizer, basket ⇄ customizer) before they moved to app/modules/artwork.
 */

/** 'basket → customizer (app/modules/basket/x.tsx imports #app/modules/customizer/y.ts)' for each step of a loop. */
function explain(cycle: string[], imports: ModuleImport[]): string {
  const steps = cycle.slice(1).map((to, i) => {
    const from = cycle[i]!
    const first = imports.find((edge) => edge.from === from && edge.to === to)!
    return `  ${from} → ${to}  (${first.file} imports ${first.specifier})`
  })
  return [cycle.join(' → '), ...steps].join('\n')
}

describe('the folders of app/modules', () => {
  const imports = listModuleImports()

  test('import each other without a cycle', () => {
    const cycles = findCycles(imports).map((cycle) => explain(cycle, imports))
    expect(cycles, `import cycles between module folders:\n${cycles.join('\n')}`).toEqual([])
  })

  test('the drawings (artwork) import no other module: domains hand them plain values', () => {
    const fromArtwork = imports.filter((edge) => edge.from === 'artwork').map((e) => `${e.file} imports ${e.specifier}`)
    expect(fromArtwork).toEqual([])
  })

  test('the graph is read from the source: the domains that use the drawings are seen importing them', () => {
    const users = new Set(imports.filter((edge) => edge.to === 'artwork').map((edge) => edge.from))
    expect([...users].sort()).toEqual(expect.arrayContaining(['basket', 'catalogue', 'content', 'customizer']))
  })
})

describe('finding cycles', () => {
  const edge = (from: string, to: string) => ({ from, to })

  test('a loop through several folders is reported once, as the path that closes it', () => {
    const edges = [edge('sizing', 'basket'), edge('basket', 'customizer'), edge('customizer', 'sizing'), edge('customizer', 'catalogue')]
    expect(findCycles(edges)).toEqual([['basket', 'customizer', 'sizing', 'basket']])
  })

  test('every loop is named, each by its shortest way round, in separate groups too', () => {
    const edges = [edge('a', 'b'), edge('b', 'a'), edge('b', 'c'), edge('c', 'a'), edge('x', 'y'), edge('y', 'x')]
    const cycles = findCycles(edges)
    expect(cycles).toEqual(
      expect.arrayContaining([
        ['a', 'b', 'a'],
        ['a', 'b', 'c', 'a'],
        ['x', 'y', 'x'],
      ]),
    )
    expect(cycles).toHaveLength(3)
  })

  test('one-way dependencies, however tangled, are no cycle', () => {
    const edges = [edge('customizer', 'basket'), edge('customizer', 'catalogue'), edge('basket', 'catalogue'), edge('sizing', 'basket'), edge('customizer', 'sizing')]
    expect(findCycles(edges)).toEqual([])
  })
})
