import { describe, expect, it } from 'vitest'
import { criticalCss, parseStylesheet, selectorClasses, usedClasses } from './critical-css.server.ts'

describe('critical CSS: what a document uses of the stylesheet', () => {
  it('reads the class names of selectors as the document writes them', () => {
    expect(selectorClasses('.md\\:flex')).toEqual(['md:flex'])
    expect(selectorClasses('.w-1\\/2,.\\[\\&_\\:focus-visible\\]\\:outline-white :focus-visible')).toEqual(['w-1/2', '[&_:focus-visible]:outline-white'])
    expect(selectorClasses(':is(:where(.group):hover .group-hover\\:translate-x-1)')).toEqual(['group', 'group-hover:translate-x-1'])
    expect(selectorClasses('.\\32 xl\\:p-4')).toEqual(['2xl:p-4'])
    expect(selectorClasses('html,:host')).toEqual([])
    expect(selectorClasses('[data-x=".not-a-class"]')).toEqual([])
  })

  it('collects the classes of every element, entities decoded', () => {
    const used = usedClasses('<div class="a  md:b"><svg class="c"></svg><p class="[&amp;_:focus-visible]:outline-white">x</p><p data-class="no"></p></div>')
    expect([...used].sort()).toEqual(['[&_:focus-visible]:outline-white', 'a', 'c', 'md:b'])
  })

  it('keeps base rules, declarations and used utilities; drops the rest and empty groups', () => {
    const css = [
      '/*! licence */',
      '@layer theme{:root{--x:1}}',
      '@layer base{*,:before{box-sizing:border-box}}',
      '@layer components;',
      '@layer utilities{.a{color:red}.b{color:blue}.c:hover{content:"}{"}@media (width>=48rem){.md\\:a{display:flex}}@media (width>=64rem){.lg\\:b{display:none}}}',
      '@font-face{font-family:Jost;src:url(/x.woff2)}',
      '@property --tw-x{syntax:"*";inherits:false}',
      '@keyframes reveal{from{opacity:0}}',
      '@layer empty{.nothing{color:red}}',
    ].join('')
    expect(criticalCss(parseStylesheet(css), new Set(['a', 'md:a', 'c']))).toBe(
      '@layer theme{:root{--x:1}}@layer base{*,:before{box-sizing:border-box}}@layer components;@layer utilities{.a{color:red}.c:hover{content:"}{"}@media (width>=48rem){.md\\:a{display:flex}}}' +
        '@font-face{font-family:Jost;src:url(/x.woff2)}@property --tw-x{syntax:"*";inherits:false}@keyframes reveal{from{opacity:0}}@layer empty{}',
    )
  })

  it('with every class used, gives back the whole stylesheet, comments aside', () => {
    const css = '.a{x:1}/* note */@media (hover:hover){.b:hover{y:2}@supports (display:grid){.c{z:3}}}'
    expect(criticalCss(parseStylesheet(css), new Set(['a', 'b', 'c']))).toBe('.a{x:1}@media (hover:hover){.b:hover{y:2}@supports (display:grid){.c{z:3}}}')
  })
})
