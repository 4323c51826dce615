import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link, NavLink, useLocation } from 'react-router'
import { cn } from '#app/utils/cn.ts'
import { AccountMenu } from './account-menu.tsx'
import { BagIcon } from './icons.tsx'
import { headerVariantFor } from './header-variant.ts'
import { LanguagePicker } from './language-picker.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { formatBadge, navLinks, type ShellUser } from './nav-links.ts'

// The sidebar (and the garment drawings it shows) loads the first time the basket is opened.
const BasketSidebar = lazy(() => import('#app/modules/basket/components/basket-sidebar.tsx').then((m) => ({ default: m.BasketSidebar })))

export function Header({ user, basketCount }: { user: ShellUser; basketCount: number }) {
  const { t } = useTranslation()
  const [basketOpen, setBasketOpen] = useState(false)
  const [basketLoaded, setBasketLoaded] = useState(false)
  const { pathname } = useLocation()
  const variant = headerVariantFor(pathname)
  const badge = formatBadge(basketCount)
  return (
    <header
      data-variant={variant}
      className={cn(
        'inset-x-0 top-0 z-40',
        variant === 'solid' ? 'fixed border-b border-line/70 bg-white text-ink' : 'absolute bg-transparent text-white [&_:focus-visible]:outline-white',
      )}
    >
      <div className="container-page flex h-(--header-height) items-center gap-4">
        <MobileMenu user={user} />
        <Link to="/" aria-label={t('common.header.home')} className="font-display text-[1.75rem] leading-none tracking-wide">
          {t('common.brand')}
        </Link>
        <nav aria-label={t('common.nav.label')} className="ml-4 hidden md:block lg:ml-8">
          <ul className="flex items-center gap-4 text-[0.95rem] lg:gap-7">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={({ isActive }) => cn('py-2 transition-opacity hover:opacity-70', isActive ? 'font-semibold' : 'font-normal')}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user ? null : (
            <div className="mr-1 hidden items-center gap-2 whitespace-nowrap md:flex lg:mr-2">
              <Link
                to="/register"
                className={cn(
                  // The shop's voice for actions (decision 014), like every other button.
                  'button-voice rounded-full border px-3 py-2 transition-colors lg:px-4',
                  variant === 'solid' ? 'border-ink hover:bg-ink hover:text-white' : 'border-white/80 hover:bg-white hover:text-ink',
                )}
              >
                {t('common.header.createAccount')}
              </Link>
              <Link
                to="/login"
                className={cn(
                  'button-voice rounded-full px-3 py-2 transition-colors lg:px-4',
                  variant === 'solid' ? 'bg-ink text-white hover:bg-ink-soft' : 'bg-white text-ink hover:bg-cream',
                )}
              >
                {t('common.header.login')}
              </Link>
            </div>
          )}
          <LanguagePicker />
          {user ? <AccountMenu name={user.name} /> : null}
          <Link
            to="/cart"
            aria-haspopup="dialog"
            onClick={(event) => {
              // Without JavaScript the icon is a plain link to /cart; with it, the sidebar slides in.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
              event.preventDefault()
              setBasketLoaded(true)
              setBasketOpen(true)
            }}
            className="relative grid size-11 place-items-center rounded-full hover:bg-black/5"
            aria-label={badge ? t('common.header.basketWithCount', { count: basketCount }) : t('common.header.basket')}
          >
            <BagIcon />
            {badge ? (
              <span
                data-testid="basket-badge"
                className="absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-clay px-1 text-[0.65rem] font-medium leading-none text-white figures"
              >
                {badge}
              </span>
            ) : null}
          </Link>
        </div>
      </div>
      {basketLoaded ? (
        <Suspense fallback={null}>
          <BasketSidebar open={basketOpen} onClose={() => setBasketOpen(false)} signedIn={!!user} />
        </Suspense>
      ) : null}
    </header>
  )
}
