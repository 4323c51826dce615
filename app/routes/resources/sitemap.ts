import type { Route } from './+types/sitemap'
import { listSitemapPaths } from '#app/modules/content/sitemap.server.ts'
import { computeSitemapXml } from '#app/modules/content/sitemap.ts'
import { getEnv } from '#app/utils/env.server.ts'

/** GET /sitemap.xml: every public page in both languages with its hreflang alternates (docs/product.md, "Found and shared"). */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = getEnv().APP_URL ?? new URL(request.url).origin
  return new Response(computeSitemapXml(origin, await listSitemapPaths()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
