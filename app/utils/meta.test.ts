import { describe, expect, it } from 'vitest'
import { pageMeta } from './meta.ts'

const root = (locale: string, urlLocale: string | null) => [
  {
    id: 'root',
    loaderData: { locale, urlLocale, origin: 'https://gemela.example', resources: JSON.stringify({ common: { brand: 'Gemela' }, pages: { faq: 'Preguntas frecuentes' } }) },
  },
]
const links = (tags: ReturnType<typeof pageMeta>) =>
  tags
    .filter((t) => 'tagName' in t)
    .map((t) => t as { rel: string; hrefLang?: string; href: string })
    .map((t) => [t.rel, t.hrefLang, t.href].filter(Boolean).join(' '))

describe('pageMeta', () => {
  it('the adaptive URL is its own canonical and the x-default; each language has its own URL', () => {
    expect(links(pageMeta(root('en', null), { titleKey: 'pages.faq', path: '/faq' }))).toEqual([
      'canonical https://gemela.example/faq',
      'alternate es https://gemela.example/faq?lng=es',
      'alternate en https://gemela.example/faq?lng=en',
      'alternate x-default https://gemela.example/faq',
    ])
  })

  it('a language URL is canonical to itself', () => {
    expect(links(pageMeta(root('en', 'en'), { path: '/' }))[0]).toBe('canonical https://gemela.example/?lng=en')
  })

  it('titles the page with the store name; noindex pages get no canonical', () => {
    const tags = pageMeta(root('es', null), { titleKey: 'pages.faq', path: '/faq', noindex: true })
    expect(tags).toEqual([{ title: 'Preguntas frecuentes · Gemela' }, { name: 'robots', content: 'noindex' }])
  })

  it('a record page describes itself with its own text (product intro, fabric description)', () => {
    const tags = pageMeta(root('es', null), { title: 'Camiseta Mao', description: 'Una camiseta de cuello mao.', path: '/collection/1' })
    expect(tags.slice(0, 2)).toEqual([{ title: 'Camiseta Mao · Gemela' }, { name: 'description', content: 'Una camiseta de cuello mao.' }])
  })
})
