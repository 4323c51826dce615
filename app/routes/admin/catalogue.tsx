import { NavLink, Outlet } from 'react-router'
import type { Route } from './+types/catalogue'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { cn } from '#app/utils/cn.ts'
import { pageMeta } from '#app/utils/meta.ts'

/**
 * /admin/catalogue: the spec's four tabs (Categorías first, Tejidos, Partes, Tallas) around the tab
 * shown. No loader of its own: each tab's loader and action call `requireAdmin`.
 */
const tabs = [
  { id: 'categories', to: '/admin/catalogue', end: true },
  { id: 'fabrics', to: '/admin/catalogue/fabrics', end: false },
  { id: 'parts', to: '/admin/catalogue/parts', end: false },
  { id: 'sizes', to: '/admin/catalogue/sizes', end: false },
] as const

export default function CatalogueLayout() {
  const { t } = useTranslation()
  return (
    <>
      <AdminPageHeader eyebrow={t('admin.title')} title={t('adminCatalogue.title')} intro={t('adminCatalogue.intro')} />
      <nav aria-label={t('adminCatalogue.tabsLabel')} className="-mx-5 mb-8 overflow-x-auto border-b border-line px-5 [scrollbar-width:none] md:mx-0 md:px-0">
        <ul className="flex gap-1">
          {tabs.map((tab) => (
            <li key={tab.id} className="shrink-0">
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-[0.95rem] transition-colors',
                    isActive ? 'border-ink font-medium text-ink' : 'border-transparent text-ink-soft hover:border-line hover:text-ink',
                  )
                }
              >
                {t(`adminCatalogue.tabs.${tab.id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  )
}

export const handle = { i18n: ['admin', 'adminCatalogue'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'adminCatalogue.metaTitle', path: location.pathname, noindex: true })
}
