import { useTranslation } from '#app/i18n/react.tsx'
import { useEffect } from 'react'
import { isRouteErrorResponse, Outlet, useMatches, useRevalidator, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/shell'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { formatSupportHours } from '#app/modules/content/format.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { NewsletterSection } from '#app/modules/newsletter/components/newsletter-section.tsx'
import { computePageShowsNewsletter } from '#app/modules/newsletter/result.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { useFocusFirstInvalidAfterSubmit, useFocusMainOnNavigation } from '#app/components/focus.ts'
import { Footer, type FooterInfo } from '#app/components/footer.tsx'
import { Header } from '#app/components/header.tsx'
import type { ShellUser } from '#app/components/nav-links.ts'
import { PageMessage } from '#app/components/page-message.tsx'

/** The notices a redirect may ask the next page for with `?session=`. */
const sessionNotices = ['welcome', 'bye', 'passwordReset', 'accountDeleted'] as const
type SessionNoticeKind = (typeof sessionNotices)[number]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, user: getUser, basketRows } = getRequestContext(context)
  // Her basket's rows, read once for the request: /cart describes the same read (app/load-context.ts).
  const [settings, basketCount] = await Promise.all([getStoreSettings(), basketRows().then((rows) => rows.length)])
  const footer: FooterInfo = {
    storeName: settings.storeName,
    socialUrl: settings.socialUrl,
    supportHours: formatSupportHours(settings, locale),
  }
  const account = await getUser()
  const user: ShellUser = account ? { name: account.firstName || account.name } : null
  const param = new URL(request.url).searchParams.get('session')
  const notice: SessionNoticeKind | null = sessionNotices.find((kind) => kind === param) ?? null
  return { footer, user, basketCount, notice }
}

type ShellData = Awaited<ReturnType<typeof loader>>

/** The frame of every page (header, footer, basket sidebar) speaks these; each page adds its own. */
export const handle = { i18n: ['common', 'basket'] } satisfies I18nHandle

export default function Shell({ loaderData }: Route.ComponentProps) {
  useRecheckWhenVisible()
  useFocusMainOnNavigation()
  useFocusFirstInvalidAfterSubmit()
  return (
    <Frame data={loaderData}>
      <Outlet />
    </Frame>
  )
}

function Frame({ data, children }: { data: ShellData | undefined; children: React.ReactNode }) {
  const { t } = useTranslation()
  // The newsletter form is in the footer of every page but those that show the whole block (issue 18 item 16).
  const pageShowsNewsletter = computePageShowsNewsletter(useMatches().map((match) => match.handle))
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-ink">
        {t('common.skipToContent')}
      </a>
      <Header user={data?.user ?? null} basketCount={data?.basketCount ?? 0} />
      <main id="main" tabIndex={-1} className="outline-none">
        {data?.notice ? <SessionNotice kind={data.notice} /> : null}
        {children}
      </main>
      {data ? <Footer info={data.footer} newsletter={pageShowsNewsletter ? null : <NewsletterSection socialUrl={data.footer.socialUrl} variant="footer" />} /> : null}
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<ShellData>('routes/shell')
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status >= 500) console.error(error)
  return (
    <Frame data={data}>
      <PageMessage status={status} />
    </Frame>
  )
}

/**
 * 'Sesión cerrada' / '¡Bienvenida!' after signing out or in, 'Contraseña cambiada' after a password
 * reset that signed her in (the redirect carries `?session=`).
 */
function SessionNotice({ kind }: { kind: SessionNoticeKind }) {
  const { t } = useTranslation()
  const prefix = kind === 'bye' ? 'loggedOut' : kind
  return (
    <div role="status" className="fixed bottom-4 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 rounded-2xl bg-ink px-5 py-4 text-white shadow-2xl">
      <p className="font-medium">{t(`common.session.${prefix}Title`)}</p>
      <p className="text-sm text-white/80">{t(`common.session.${prefix}Text`)}</p>
    </div>
  )
}

/**
 * A tab that comes back into view asks the server again who is signed in (and what the basket
 * holds), so a tab signed out elsewhere does not go on pretending otherwise.
 */
function useRecheckWhenVisible() {
  const { revalidate, state } = useRevalidator()
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && state === 'idle') void revalidate()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [revalidate, state])
}
