import { describe, expect, test } from 'vitest'
import { namespacesFor } from './namespaces.ts'

const at = (href: string) => new URL(href, 'http://shop.test')

describe('namespacesFor', () => {
  test('every page has the shell’s parts; pages add their own', () => {
    expect(namespacesFor(at('/'))).toEqual(['common', 'basket', 'home', 'newsletter'])
    expect(namespacesFor(at('/collection/3'))).toEqual(['common', 'basket', 'catalogue'])
  })

  test('the customizer’s design steps leave the sizing part out; its summary and measurements bring it', () => {
    expect(namespacesFor(at('/product/1'))).not.toContain('sizing')
    expect(namespacesFor(at('/product/1?step=2&item=x'))).not.toContain('sizing')
    expect(namespacesFor(at('/product/1?step=summary&item=x'))).toContain('sizing')
    expect(namespacesFor(at('/product/1?item=x&step=measurements'))).toContain('sizing')
    expect(namespacesFor(at('/perfiles-de-medidas'))).toContain('sizing')
  })
})
