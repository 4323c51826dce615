import { describe, expect, it } from 'vitest'
import { BROWSE_PAGES, computeCrowd, CONTENT_PAGES, createRandom, listBrowsePaths, pickBrowsePath } from './crowd.ts'

describe('computeCrowd', () => {
  it('shares 50 connections out as 40 browsing, 8 designing, 2 checking out', () => {
    expect(computeCrowd(50)).toEqual({ browse: 40, design: 8, checkout: 2 })
  })

  it('always adds up to the connections, in the mix’s proportions', () => {
    for (const n of [1, 2, 3, 7, 20, 99, 100, 1000]) {
      const crowd = computeCrowd(n)
      expect(crowd.browse + crowd.design + crowd.checkout).toBe(n)
    }
    expect(computeCrowd(100)).toEqual({ browse: 80, design: 15, checkout: 5 })
    expect(computeCrowd(1000)).toEqual({ browse: 800, design: 150, checkout: 50 })
  })

  it('gives every kind at least one customer when there are connections enough', () => {
    expect(computeCrowd(3)).toEqual({ browse: 1, design: 1, checkout: 1 })
    expect(computeCrowd(10)).toEqual({ browse: 8, design: 1, checkout: 1 })
    expect(computeCrowd(1)).toEqual({ browse: 1, design: 0, checkout: 0 })
  })

  it('follows another mix, and refuses nonsense', () => {
    expect(computeCrowd(10, { browse: 0, design: 1, checkout: 1 })).toEqual({ browse: 0, design: 5, checkout: 5 })
    expect(() => computeCrowd(0)).toThrow(/connections/)
    expect(() => computeCrowd(10, { browse: 0, design: 0, checkout: 0 })).toThrow(/mix/)
  })
})

describe('the browsing visitor', () => {
  const catalogue = { productIds: [1, 2, 3], fabricIds: [10, 11] }

  it('opens every page type, with ids of the catalogue', () => {
    const random = createRandom(1)
    const seen = new Set<string>()
    for (let i = 0; i < 600; i++) {
      const path = pickBrowsePath(random, catalogue)
      if (path.startsWith('/collection/')) expect(['1', '2', '3']).toContain(path.split('/')[2])
      if (path.startsWith('/fabric/')) expect(['10', '11']).toContain(path.split('/')[2])
      if (path.startsWith('/product/')) expect(['1', '2', '3']).toContain(path.split('/')[2])
      seen.add(path.replace(/\/\d+$/, '/:id').replace(/^\/(values|process|how-it-works|faq|shipping-policy|return-policy|contact|terms|returns-exchanges)$/, 'content'))
    }
    expect([...seen].sort()).toEqual([...BROWSE_PAGES].sort())
  })

  it('reads content pages the shop has', () => {
    const random = createRandom(7)
    const content = Array.from({ length: 300 }, () => pickBrowsePath(random, catalogue)).filter((p) => !/^\/(collection|fabric|product)?(\/|$)/.test(p))
    expect(content.length).toBeGreaterThan(0)
    for (const p of content) expect(CONTENT_PAGES).toContain(p)
  })

  it('is the same crowd for the same seed', () => {
    const a = createRandom(19)
    const b = createRandom(19)
    const pathsA = Array.from({ length: 20 }, () => pickBrowsePath(a, catalogue))
    expect(Array.from({ length: 20 }, () => pickBrowsePath(b, catalogue))).toEqual(pathsA)
    const c = createRandom(20)
    expect(Array.from({ length: 20 }, () => pickBrowsePath(c, catalogue))).not.toEqual(pathsA)
  })

  it('draws numbers in [0, 1)', () => {
    const random = createRandom(3)
    for (let i = 0; i < 1000; i++) {
      const x = random()
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThan(1)
    }
  })
})

describe('listBrowsePaths', () => {
  it('lists every page a visitor may open, each once', () => {
    const catalogue = { productIds: [1, 2], fabricIds: [10] }
    const paths = listBrowsePaths(catalogue)
    expect(paths).toEqual(['/', '/collection', '/collection/1', '/collection/2', '/fabric/10', '/product/1', '/product/2', ...CONTENT_PAGES])
    const random = createRandom(5)
    for (let i = 0; i < 200; i++) expect(paths).toContain(pickBrowsePath(random, catalogue))
  })
})
