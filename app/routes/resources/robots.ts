import type { Route } from './+types/robots'
import { computeRobotsTxt } from '#app/modules/content/sitemap.ts'
import { getEnv } from '#app/utils/env.server.ts'

/** GET /robots.txt: account, basket, checkout, orders, admin and API out; the sitemap named. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = getEnv().APP_URL ?? new URL(request.url).origin
  return new Response(computeRobotsTxt(origin), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
