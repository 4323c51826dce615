import { data, redirect } from 'react-router'
import type { Route } from './+types/edit-basket-item'
import { getBasketItem } from '#app/modules/basket/basket.server.ts'
import { stepParam } from '#app/modules/basket/basket-status.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/** /product/customize?item=… (the sidebar's link in the spec): opens the item at its edit step. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const itemId = new URL(request.url).searchParams.get('item') ?? ''
  const { locale, basketOwner } = getRequestContext(context)
  const item = await getBasketItem(await basketOwner(), itemId, locale)
  if (!item) throw data(null, { status: 404 })
  return redirect(`/product/${item.productId}?item=${item.id}&step=${stepParam(item.editTarget)}`)
}
