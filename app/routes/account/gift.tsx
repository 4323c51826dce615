import type { Route } from './+types/gift'
import { requireUser } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { buyGiftCard, giftCardPage } from '../gift-card-purchase.server.ts'

/**
 * 'Enviar un regalo' in the account menu: the gift card page (routes/gift-cards.tsx) for a signed-in
 * customer — her name and e-mail filled in — behind the account area's sign-in.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args.context)
  return giftCardPage(args)
}

export async function action(args: Route.ActionArgs) {
  await requireUser(args.context)
  return buyGiftCard(args)
}

export { default, handle, headers } from '../gift-cards.tsx'

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'giftCards.sendTitle', path: location.pathname, noindex: true })
}
