/**
 * schema.org data for a product's page (docs/product.md, "Found and shared"): the Product with its
 * Offer — the price the page states ("Desde"), in euros, and whether it can be made now — and the
 * BreadcrumbList from the home through the collection. Plain values in, JSON-LD out.
 */
export type ProductStructuredInput = {
  name: string
  description: string
  category: string
  priceCents: number
  /** Some fabric it is offered in has metres left: it can be made to order now. */
  available: boolean
  brand: string
  /** Absolute addresses. */
  url: string
  image: string
  crumbs: { name: string; url: string }[]
}

export function computeProductJsonLd(input: ProductStructuredInput): Record<string, unknown>[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: input.name,
      description: input.description,
      category: input.category,
      image: [input.image],
      url: input.url,
      brand: { '@type': 'Brand', name: input.brand },
      offers: {
        '@type': 'Offer',
        url: input.url,
        price: (input.priceCents / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: input.available ? 'https://schema.org/MadeToOrder' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: input.brand },
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: input.crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
    },
  ]
}
