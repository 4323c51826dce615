import type { Route } from './+types/auth'
import { isPublicAuthEndpoint } from '#app/modules/accounts/accounts.server.ts'
import { mergeGuestBasketAtSignIn } from '#app/modules/basket/basket-merge.server.ts'
import { getAuth } from '#app/utils/auth.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/**
 * The few better-auth endpoints a browser must reach directly: the links in our e-mails and the
 * external providers' callbacks. Everything else (sign-up, profile updates, session lists…) is
 * reached only through the shop's own forms, which validate first: here it is a 404.
 * When one of them signs her in (the confirmation link, a provider's callback), her guest basket
 * joins her account, as at a password sign-in. The request goes to better-auth's own HTTP handler
 * as it came (the accounts module registered the shop's mail and user rules with it at import).
 */
async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  if (!isPublicAuthEndpoint(request.method, new URL(request.url).pathname)) {
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  const response = await getAuth().handler(request)
  await mergeGuestBasketAtSignIn(getRequestContext(context).guestBasketHash, response.headers.getSetCookie())
  return response
}

export function loader(args: Route.LoaderArgs) {
  return handle(args)
}

export function action(args: Route.ActionArgs) {
  return handle(args)
}
