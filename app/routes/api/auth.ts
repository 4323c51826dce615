import type { Route } from './+types/auth'
import { handleAuthRequest } from '#app/modules/accounts/accounts.server.ts'

/** better-auth's endpoints (e-mail verification links, OAuth redirects and callbacks, sessions). */
export function loader({ request }: Route.LoaderArgs) {
  return handleAuthRequest(request)
}

export function action({ request }: Route.ActionArgs) {
  return handleAuthRequest(request)
}
