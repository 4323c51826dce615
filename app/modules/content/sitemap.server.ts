import { listCataloguePages } from '#app/modules/catalogue/public-pages.server.ts'
import { publicPagePaths } from './sitemap.ts'

/** Every page the sitemap names: the content pages, then each product's page and each fabric's. */
export async function listSitemapPaths(): Promise<string[]> {
  const { productIds, fabricIds } = await listCataloguePages()
  return [...publicPagePaths, ...productIds.map((id) => `/collection/${id}`), ...fabricIds.map((id) => `/fabric/${id}`)]
}
