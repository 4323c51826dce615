import { isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/layout'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { AdminErrorPanel, AdminFrame } from '#app/modules/admin/components/admin-frame.tsx'
import { requireAdmin } from '#app/request-context.server.ts'
import { useFocusFirstInvalidAfterSubmit, useFocusMainOnNavigation } from '#app/components/focus.ts'
import { PageMessage } from '#app/components/page-message.tsx'
import { pageMeta } from '#app/utils/meta.ts'

/**
 * The back office's frame (docs/architecture.md#admin), outside the shop's: its own navigation, no
 * basket, no footer. This loader guards the frame only; each admin page's loader and action call
 * `requireAdmin` themselves (a layout's loader does not protect its children's actions).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context)
  return { user: { name: admin.firstName || admin.name, email: admin.email } }
}

export const handle = { i18n: ['common', 'admin'] } satisfies I18nHandle

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useFocusMainOnNavigation()
  useFocusFirstInvalidAfterSubmit()
  return (
    <AdminFrame user={loaderData.user}>
      <Outlet />
    </AdminFrame>
  )
}

/**
 * A customer (403) or any failure before the frame could load gets the shop's designed error page;
 * a failure inside an admin page keeps the frame around it.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('routes/admin/layout')
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status >= 500) console.error(error)
  const forbidden = isRouteErrorResponse(error) && (error.data as { reason?: string } | null)?.reason === 'forbidden'
  if (!data)
    return (
      <main id="main" tabIndex={-1} className="outline-none">
        <PageMessage status={status} forbidden={forbidden} />
      </main>
    )
  return (
    <AdminFrame user={data.user}>
      <AdminErrorPanel status={status} />
    </AdminFrame>
  )
}

/** The panel's pages name themselves; this one titles a refusal (403) or a failure of the frame. */
export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'admin.metaTitle', path: location.pathname, noindex: true })
}
