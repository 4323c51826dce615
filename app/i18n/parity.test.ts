import { describe, expect, it } from 'vitest'
import { en } from './locales/en/index.ts'
import { es } from './locales/es/index.ts'

function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v)
    }
  } else {
    out.set(prefix, node)
  }
  return out
}

describe('dictionaries', () => {
  const esKeys = flatten(es)
  const enKeys = flatten(en)

  it('es and en have exactly the same keys', () => {
    expect([...enKeys.keys()].sort()).toEqual([...esKeys.keys()].sort())
  })

  it('every entry is a non-empty string', () => {
    for (const [key, value] of [...esKeys, ...enKeys]) {
      expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true)
    }
  })

  it('interpolations match between languages', () => {
    const vars = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    for (const [key, value] of esKeys) expect(vars(enKeys.get(key)), key).toEqual(vars(value))
  })
})
