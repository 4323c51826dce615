import { Outlet, useRouteLoaderData } from 'react-router'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { AccountNav } from '#app/components/account-nav.tsx'
import type { ShellUser } from '#app/components/nav-links.ts'

/**
 * Every /account page in one frame (issue 18 item 4): the sub-navigation beside the page, under the
 * white header. No loader: each page guards itself (requireUser in its loader and action), and the
 * name comes from the shell's data.
 */
export default function AccountLayout() {
  const shell = useRouteLoaderData<{ user: ShellUser }>('routes/shell')
  return (
    <div className="container-page pb-24 pt-24 md:pt-32">
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <AccountNav name={shell?.user?.name ?? null} />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  )
}

export const handle = { i18n: ['accountArea'] } satisfies I18nHandle
