import { describe, expect, it } from 'vitest'
import { headerVariantFor } from './header-variant.ts'
import { formatBadge } from './nav-links.ts'

describe('basket badge', () => {
  it('is hidden at zero, shows the count up to 99 and 99+ above', () => {
    expect(formatBadge(0)).toBeNull()
    expect(formatBadge(-1)).toBeNull()
    expect(formatBadge(1)).toBe('1')
    expect(formatBadge(99)).toBe('99')
    expect(formatBadge(100)).toBe('99+')
  })
})

describe('header variant', () => {
  it.each([
    ['/collection', 'solid'],
    ['/collection/3', 'solid'],
    ['/product/1', 'solid'],
    ['/shipping-policy', 'solid'],
    ['/return-policy', 'solid'],
    ['/contact', 'solid'],
    ['/terms', 'solid'],
    ['/returns-exchanges', 'solid'],
    ['/perfiles-de-medidas', 'solid'],
    ['/terms/', 'solid'],
    ['/', 'transparent'],
    ['/faq', 'transparent'],
    ['/values', 'transparent'],
    ['/process', 'transparent'],
    ['/collectionx', 'transparent'],
    ['/cart', 'transparent'],
  ])('%s is %s', (path, variant) => {
    expect(headerVariantFor(path)).toBe(variant)
  })
})
