import { useEffect } from 'react'
import { isRouteErrorResponse, Link, NavigationType, Outlet, useNavigationType } from 'react-router'
import type { Route } from './+types/layout'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { useFocusFirstInvalidAfterSubmit, useFocusMainOnNavigation } from '#app/components/focus.ts'
import { LockIcon } from '#app/components/icons.tsx'
import { PageMessage } from '#app/components/page-message.tsx'

/**
 * The checkout's own frame (docs/product.md#checkout), outside the shop's: the logo, 'Volver a la
 * cesta' and the secure-payment note; no menu, newsletter or footer links to wander off through.
 */
export const handle = { i18n: ['common', 'basket', 'checkout', 'checkoutPage'] } satisfies I18nHandle

export default function CheckoutLayout() {
  useFocusMainOnNavigation()
  useFocusFirstInvalidAfterSubmit()
  // She arrives at the top of the page, its title in view: the basket's button keeps its scroll (preventScrollReset,
  // for its own messages) and the redirect to here would carry it, leaving a phone 300 px down. Not when the page
  // was loaded as a document (or came back by Back): the browser placed it, and a late hydration must not undo
  // what she did meanwhile (a tap on 'Ver resumen').
  const arrival = useNavigationType()
  useEffect(() => {
    if (arrival !== NavigationType.Pop) window.scrollTo({ top: 0, behavior: 'instant' })
    // Once, as she arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <CheckoutChrome>
      <Outlet />
    </CheckoutChrome>
  )
}

function CheckoutChrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-ink">
        {t('common.skipToContent')}
      </a>
      <header className="border-b border-line bg-white">
        <div className="container-page flex min-h-16 items-center justify-between gap-4 py-3">
          <Link to="/cart" className="inline-flex min-h-11 items-center gap-1.5 text-sm underline-offset-4 hover:underline">
            <span aria-hidden="true">←</span>
            <span className="hidden sm:inline">{t('checkoutPage.frame.back')}</span>
            <span className="sm:hidden">{t('checkoutPage.frame.backShort')}</span>
          </Link>
          <Link to="/" aria-label={t('common.header.home')} className="font-display text-[1.75rem] leading-none tracking-wide">
            {t('common.brand')}
          </Link>
          <p className="inline-flex items-center gap-1.5 text-sm text-ink-soft">
            <LockIcon width={18} height={18} />
            <span className="hidden sm:inline">{t('checkoutPage.frame.secure')}</span>
            <span className="sm:hidden">{t('checkoutPage.frame.secureShort')}</span>
          </p>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="bg-paper outline-none">
        {children}
      </main>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status >= 500) console.error(error)
  return (
    <CheckoutChrome>
      <PageMessage status={status} />
    </CheckoutChrome>
  )
}
