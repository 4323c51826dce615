import type { Route } from './+types/auth'
import { handleAuthRequest } from '#app/modules/accounts/accounts.server.ts'
import { mergeGuestBasketAtSignIn } from '#app/modules/basket/basket.server.ts'

/**
 * better-auth's endpoints (e-mail verification links, OAuth redirects and callbacks, sessions).
 * When one of them signs her in (the confirmation link, a provider's callback), her guest basket
 * joins her account, as at a password sign-in.
 */
async function handle(request: Request) {
  const response = await handleAuthRequest(request)
  await mergeGuestBasketAtSignIn(request, response.headers.getSetCookie())
  return response
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request)
}

export function action({ request }: Route.ActionArgs) {
  return handle(request)
}
