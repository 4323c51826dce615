/**
 * The header is white and fixed on the catalogue, customizer, information pages, the profiles page
 * and the account area; elsewhere it is transparent over the page's dark hero, with white text (docs/product.md#pages-and-navigation).
 */
const solidPages = ['/collection', '/shipping-policy', '/return-policy', '/contact', '/terms', '/returns-exchanges', '/privacy', '/legal', '/cookies', '/perfiles-de-medidas']
const solidPrefixes = ['/collection/', '/product/', '/account/']

export function headerVariantFor(pathname: string): 'solid' | 'transparent' {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (solidPages.includes(path) || solidPrefixes.some((prefix) => path.startsWith(prefix))) return 'solid'
  return 'transparent'
}
