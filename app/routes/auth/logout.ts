import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { signOut } from '#app/modules/accounts/accounts.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/** POST only: signs out this device, or every device with `scope=all`. The basket stays on the account. */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  // Signing out needs no field (`scope` is optional): whatever the body, missing, not a form or
  // broken, this device is signed out (issue 14, item 7).
  const form = await readForm(request).catch(() => null)
  const cookies = await signOut(getRequestContext(context).authCaller, form?.get('scope') === 'all')
  const headers = new Headers()
  for (const c of cookies) headers.append('Set-Cookie', c)
  return redirect('/?session=bye', { headers })
}

export function loader() {
  return redirect('/')
}
