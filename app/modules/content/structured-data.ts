/** The shop as schema.org's Organization (the home's JSON-LD): its name, address, contact and social page, from the store's settings. */
export function computeOrganizationJsonLd(shop: { name: string; origin: string; email: string; phone: string; address: string; socialUrl: string }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: `${shop.origin}/`,
    logo: `${shop.origin}/favicon.svg`,
    email: shop.email,
    ...(shop.phone ? { telephone: shop.phone } : {}),
    address: { '@type': 'PostalAddress', streetAddress: shop.address },
    sameAs: [shop.socialUrl],
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: shop.email, availableLanguage: ['es', 'en'] },
  }
}
