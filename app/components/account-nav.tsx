import { useEffect, useRef } from 'react'
import { Form, NavLink, useLocation } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'
import { accountLinks } from './account-links.ts'

/**
 * The account area's sub-navigation (issue 18 item 4): the account menu's eight entries beside every
 * account page. On a desktop a quiet column that stays in view; on a phone one row of pills that
 * scrolls sideways, the current one brought into view. Plain links and a sign-out form: it works
 * before JavaScript.
 */
export function AccountNav({ name }: { name: string | null }) {
  const { t } = useTranslation()
  const list = useRef<HTMLUListElement>(null)
  const { pathname } = useLocation()
  useEffect(() => {
    const row = list.current
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!row || !current || row.scrollWidth <= row.clientWidth) return
    row.scrollTo({ left: Math.max(0, current.offsetLeft - 20), behavior: 'instant' })
  }, [pathname])
  const item =
    'inline-flex min-h-10 items-center whitespace-nowrap rounded-full px-4 text-sm transition-colors lg:flex lg:w-full lg:rounded-none lg:border-l-2 lg:px-5 lg:py-2.5 lg:text-[0.95rem]'
  return (
    <nav
      aria-label={t('common.accountNav.label')}
      className="-mx-5 mb-8 border-b border-line pb-3 md:-mx-10 lg:sticky lg:top-(--scroll-offset) lg:mx-0 lg:mb-0 lg:self-start lg:border-b-0 lg:pb-0"
    >
      {name ? <p className="mb-4 hidden px-5 font-display text-2xl lg:block">{t('common.accountNav.hello', { name })}</p> : null}
      {/* py: the pills' ring and focus outline are not cut by the row's sideways scroll. */}
      <ul ref={list} className="flex gap-2 overflow-x-auto px-5 py-1.5 [scrollbar-width:none] md:px-10 lg:flex-col lg:gap-0 lg:overflow-visible lg:px-0 lg:py-0">
        {accountLinks.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                cn(
                  item,
                  isActive
                    ? 'bg-ink text-white lg:border-clay lg:bg-transparent lg:font-medium lg:text-ink'
                    : 'bg-white/70 text-ink-soft ring-1 ring-line hover:text-ink lg:border-transparent lg:bg-transparent lg:ring-0 lg:hover:border-line',
                )
              }
            >
              {t(link.short)}
            </NavLink>
          </li>
        ))}
        <li className="shrink-0 lg:mt-4 lg:border-t lg:border-line lg:pt-4">
          <Form method="post" action="/logout">
            <button type="submit" className={cn(item, 'text-muted ring-1 ring-line hover:text-ink lg:border-transparent lg:text-left lg:ring-0')}>
              {t('common.accountMenu.logout')}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  )
}
