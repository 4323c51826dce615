import type { Route } from './+types/data-export'
import { collectHerData } from '#app/modules/legal/her-data.server.ts'
import { getRequestContext, requireUser } from '#app/request-context.server.ts'

/** "Descargar mis datos": everything the shop holds about her, as one JSON file (docs/security.md#her-data). Hers only: the session says whose. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context)
  const everything = await collectHerData(user.id, getRequestContext(context).locale)
  if (!everything) throw new Response('Not found', { status: 404 })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(JSON.stringify(everything, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="mis-datos-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
