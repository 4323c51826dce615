import { describe, expect, test } from 'vitest'
import { computeProductJsonLd } from './structured-data.ts'

const input = {
  name: 'Camisa Oxford',
  description: 'Una camisa de algodón.',
  category: 'Camisas',
  priceCents: 8950,
  available: true,
  brand: 'Gemela',
  url: 'https://gemela.example/collection/3',
  image: 'https://gemela.example/media/share.png?kind=shirt',
  crumbs: [
    { name: 'Inicio', url: 'https://gemela.example/' },
    { name: 'Colección', url: 'https://gemela.example/collection' },
    { name: 'Camisa Oxford', url: 'https://gemela.example/collection/3' },
  ],
}

describe('computeProductJsonLd', () => {
  test('the Offer states the price in euros with two decimals, made to order while a fabric has metres', () => {
    const [product] = computeProductJsonLd(input)
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Camisa Oxford',
      offers: { '@type': 'Offer', price: '89.50', priceCurrency: 'EUR', availability: 'https://schema.org/MadeToOrder' },
    })
    expect(computeProductJsonLd({ ...input, available: false })[0]).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } })
  })

  test('the breadcrumbs are numbered from 1, home first', () => {
    const [, crumbs] = computeProductJsonLd(input)
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Inicio', item: 'https://gemela.example/' },
        { position: 2, name: 'Colección' },
        { position: 3, name: 'Camisa Oxford', item: 'https://gemela.example/collection/3' },
      ],
    })
  })
})
