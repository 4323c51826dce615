import { data, isRouteErrorResponse, redirect } from 'react-router'
import type { Route } from './+types/edit-basket-item'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { ItemNotInBasket } from '#app/modules/customizer/components/item-not-in-basket.tsx'
import { getBasketItem } from '#app/modules/basket/basket.server.ts'
import { stepParam } from '#app/modules/basket/basket-status.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

/**
 * /product/customize?item=… (the sidebar's link in the spec): opens the item at its edit step. An
 * item that is not in her basket (unknown, removed, someone else's) gets the shop's page saying so,
 * with the way to the collection.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const itemId = new URL(request.url).searchParams.get('item') ?? ''
  const { locale, basketOwner } = getRequestContext(context)
  const item = await getBasketItem(await basketOwner(), itemId, locale)
  if (!item) throw data({ reason: 'itemNotFound' }, { status: 404 })
  return redirect(`/product/${item.productId}?item=${item.id}&step=${stepParam(item.editTarget)}`)
}

/** Never shown: the loader always answers a redirect or the not-found page below. */
export default function EditBasketItem() {
  return null
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ItemNotInBasket />
  throw error
}

export const handle = { i18n: ['customizer'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'customizer.errors.itemNotFound', path: location.pathname, noindex: true })
}
