import { data, redirect } from 'react-router'
import { getAuth } from '#app/utils/auth.server.ts'
import './auth-mail.server.ts'
import './user-rules.server.ts'

export type SessionUser = { id: string; email: string; name: string; firstName: string; lastName: string; locale: string; role: string }

/** The signed-in customer of this request, or null. Reads (and refreshes) the session cookie. */
export async function getOptionalUser(request: Request): Promise<SessionUser | null> {
  const cookie = request.headers.get('Cookie')
  if (!cookie || !cookie.includes('gemela.session_token')) return null
  const session = await getAuth().api.getSession({ headers: request.headers })
  if (!session) return null
  const u = session.user as typeof session.user & Partial<SessionUser>
  return { id: u.id, email: u.email, name: u.name, firstName: u.firstName ?? '', lastName: u.lastName ?? '', locale: u.locale ?? 'es', role: u.role ?? 'customer' }
}

function safeRedirectTo(request: Request) {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/** Signed-in customers only: visitors are sent to /login and come back afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request)
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(safeRedirectTo(request))}`)
  return user
}

/** Admins only, checked on the server: visitors go home, signed-in customers get 403. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request)
  if (!user) throw redirect('/')
  if (user.role !== 'admin') throw data({ reason: 'forbidden' }, { status: 403 })
  return user
}

/** Pages for visitors only (login, register): signed-in customers go to the home page. */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getOptionalUser(request)) throw redirect('/')
}
