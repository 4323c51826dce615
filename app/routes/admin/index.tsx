import { Link } from 'react-router'
import type { Route } from './+types/index'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { requireAdmin } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

/** The admin shell; its tabs (catalogue, orders, requests, settings) arrive with the admin issue. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context)
  return { name: admin.firstName || admin.name }
}

export default function Admin() {
  const { t } = useTranslation()
  return (
    <div className="bg-night pb-24 pt-28 text-white md:pt-36">
      <div className="container-page">
        <Link to="/" className="text-sm underline underline-offset-4">
          {t('accounts.admin.back')}
        </Link>
        <h1 className="mt-6 text-5xl md:text-6xl">{t('accounts.admin.title')}</h1>
        <p className="mt-4 text-white/75">{t('accounts.admin.intro')}</p>
      </div>
    </div>
  )
}

export const handle = { i18n: ['accounts', 'newsletter'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accounts.admin.metaTitle', path: location.pathname, noindex: true })
}
