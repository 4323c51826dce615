import { data } from 'react-router'
import { z } from '#app/utils/zod.ts'
import type { Route } from './+types/basket'
import { deleteBasketItem, getBasketSummary } from '#app/modules/basket/basket.server.ts'
import { saveBasketItemForLater } from '#app/modules/basket/saved-items.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { privateNoStore } from '#app/utils/private-page.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/** The basket as data, for the sidebar; never cached (it is personal). */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale, basketOwner } = getRequestContext(context)
  // The basket's id stays on the server.
  const { items, count, totalCents } = await getBasketSummary(await basketOwner(), locale)
  return data({ items, count, totalCents }, { headers: privateNoStore })
}

const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('delete'), itemId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal('save'), itemId: z.string().min(1).max(64) }),
])

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const { user: getUser, basketOwner } = getRequestContext(context)
  const parsed = intents.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) return data({ ok: false as const, error: 'invalid' }, { status: 400 })
  if (parsed.data.intent === 'save') {
    // Saved articles belong to an account: visitors are not offered the button.
    const user = await getUser()
    if (!user) return data({ ok: false as const, error: 'signIn' }, { status: 401 })
    const result = await saveBasketItemForLater(user.id, parsed.data.itemId)
    if (result === 'notFound') return data({ ok: false as const, error: 'itemNotFound' }, { status: 404 })
    if (result === 'limit') return data({ ok: false as const, error: 'savedLimit' }, { status: 400 })
    return { ok: true as const }
  }
  const deleted = await deleteBasketItem(await basketOwner(), parsed.data.itemId)
  if (!deleted) return data({ ok: false as const, error: 'itemNotFound' }, { status: 404 })
  return { ok: true as const }
}
