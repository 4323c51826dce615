import type { Route } from './+types/auth'
import { handleAuthRequest, isPublicAuthEndpoint } from '#app/modules/accounts/accounts.server.ts'
import { mergeGuestBasketAtSignIn } from '#app/modules/basket/basket.server.ts'

/**
 * The few better-auth endpoints a browser must reach directly: the links in our e-mails and the
 * external providers' callbacks. Everything else (sign-up, profile updates, session lists…) is
 * reached only through the shop's own forms, which validate first: here it is a 404.
 * When one of them signs her in (the confirmation link, a provider's callback), her guest basket
 * joins her account, as at a password sign-in.
 */
async function handle(request: Request) {
  if (!isPublicAuthEndpoint(request.method, new URL(request.url).pathname)) {
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
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
