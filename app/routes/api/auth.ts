import type { Route } from './+types/auth'
import { isPublicAuthEndpoint } from '#app/modules/accounts/accounts.server.ts'
import { mergeGuestBasketAtSignIn } from '#app/modules/basket/basket-merge.server.ts'
import { getAuth } from '#app/utils/auth.server.ts'
import { hasControlCharacters } from '#app/utils/control-characters.ts'
import { mediaTypeOf } from '#app/utils/form.server.ts'
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
  // The shop's forms refuse control characters through their schemas; better-auth's endpoints get the same rule here, at their door.
  if (await carriesControlCharacters(request)) {
    return new Response('Bad Request: control characters', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  const response = await getAuth().handler(request)
  await mergeGuestBasketAtSignIn(getRequestContext(context).guestBasketHash, response.headers.getSetCookie())
  return response
}

/**
 * Whether the address (path and query, decoded) or a form or JSON body holds a control character
 * (app/utils/control-characters.ts). The body is read from a copy: better-auth reads the original.
 */
async function carriesControlCharacters(request: Request): Promise<boolean> {
  const url = new URL(request.url)
  const texts = [safeDecode(url.pathname), ...[...url.searchParams].flat()]
  if (request.method === 'POST' && request.body) {
    const type = mediaTypeOf(request.headers.get('Content-Type'))
    const body = await request
      .clone()
      .text()
      .catch(() => '')
    if (type === 'application/x-www-form-urlencoded') texts.push(...[...new URLSearchParams(body)].flat())
    else texts.push(body)
  }
  return texts.some(hasControlCharacters)
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

export function loader(args: Route.LoaderArgs) {
  return handle(args)
}

export function action(args: Route.ActionArgs) {
  return handle(args)
}
