import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/basket'
import { deleteBasketItem, getBasketSummary } from '#app/modules/basket/basket.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { getLocale } from '#app/utils/locale.server.ts'

/** The basket as data, for the sidebar; never cached (it is personal). */
export async function loader({ request }: Route.LoaderArgs) {
  return data(await getBasketSummary(request, getLocale(request)), { headers: { 'Cache-Control': 'private, no-store' } })
}

const intents = z.discriminatedUnion('intent', [z.object({ intent: z.literal('delete'), itemId: z.string().min(1).max(64) })])

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request)
  const parsed = intents.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return data({ ok: false as const, error: 'invalid' }, { status: 400 })
  const deleted = await deleteBasketItem(request, parsed.data.itemId)
  if (!deleted) return data({ ok: false as const, error: 'itemNotFound' }, { status: 404 })
  return { ok: true as const }
}
