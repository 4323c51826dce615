import type { Route } from './+types/auth'
import '#app/modules/accounts/session.server.ts'
import { getAuth } from '#app/utils/auth.server.ts'

/** better-auth's endpoints (e-mail verification links, OAuth redirects and callbacks, sessions). */
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request)
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request)
}
