import { useEffect, useMemo } from 'react'
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, type ShouldRevalidateFunctionArgs, useLocation, useNavigate, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { isLocale, type Locale, localeCookie, localeCookieName, localeStorageKey } from '#app/i18n/config.ts'
import { type I18nRouteTable, namespacesFor } from '#app/i18n/namespaces.ts'
import { I18nProvider } from '#app/i18n/react.tsx'
import { createTranslator, type Translator } from '#app/i18n/translator.ts'
import { translationsJsonFor } from '#app/i18n/resources.server.ts'
import { parseSentJson } from '#app/i18n/sent-json.ts'
import { getI18nRouteTable } from '#app/i18n/route-table.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { useNonce } from '#app/utils/nonce.tsx'
import { getRequestContext, requestContextMiddleware } from '#app/request-context.server.ts'
import { ErrorPage } from '#app/components/error-page.tsx'
import { ScrollRestoration } from '#app/components/scroll-restoration.tsx'
import './app.css'
import displayFont from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url'
import textFont from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url'

/**
 * The two Latin faces every page shows are fetched with the document, not after the stylesheet is
 * read: the first paint already uses them, so text is not drawn twice (no late swap, no late LCP).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: displayFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: textFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
]

/** Who is asking is read once per request, before any loader or action runs (app/load-context.ts). */
export const middleware: Route.MiddlewareFunction[] = [requestContextMiddleware]

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const { locale, localeFromQuery: fromQuery } = getRequestContext(context)
  const headers = new Headers()
  if (fromQuery) headers.append('Set-Cookie', localeCookie(locale))
  const url = new URL(request.url)
  const origin = getEnv().APP_URL ?? url.origin
  // What the matched routes declare in their `handle` (the table also travels, for shouldRevalidate).
  const i18nRoutes = await getI18nRouteTable()
  const namespaces = namespacesFor(i18nRoutes.table, url, pattern)
  // Both as JSON text, made once (app/i18n/sent-json.ts).
  return data({ locale, urlLocale: fromQuery ? locale : null, resources: translationsJsonFor(locale, namespaces), namespaces, i18nRoutes: i18nRoutes.json, origin }, { headers })
}

/**
 * The route table of namespaces the server sent, for shouldRevalidate (which is not given loader
 * data). Kept from the render: it is the same on every render, and must be known before any effect
 * of the page can navigate.
 */
let routeTable: I18nRouteTable = {}

/**
 * The translations are fetched again only when the language changes (a `lng` query) or the next page
 * needs a part of the dictionary this one did not load.
 */
export function shouldRevalidate({ nextUrl, currentUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const next = nextUrl.searchParams.get('lng')
  if (next && next !== currentUrl.searchParams.get('lng')) return true
  const loaded = new Set(namespacesFor(routeTable, currentUrl))
  if (namespacesFor(routeTable, nextUrl).some((ns) => !loaded.has(ns))) return true
  if (nextUrl.pathname === currentUrl.pathname && nextUrl.search === currentUrl.search) return defaultShouldRevalidate
  return false
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  if (rootData) routeTable = parseSentJson<I18nRouteTable>(rootData.i18nRoutes)
  const locale: Locale = rootData?.locale ?? 'es'
  const nonce = useNonce()
  // Marks the document once React has taken it over (it starts after the first paint): for styles
  // that only make sense with JavaScript, and for browser tests that must not act before it.
  useEffect(() => {
    document.documentElement.dataset.interactive = ''
  }, [])
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f2ea" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="bg-paper text-ink font-sans antialiased">
        {children}
        <ScrollRestoration />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, resources } = loaderData
  const translator = useMemo(() => translatorFor(locale, parseSentJson(resources)), [locale, resources])
  return (
    <I18nProvider value={translator}>
      <LocaleSync locale={locale} />
      <Outlet />
    </I18nProvider>
  )
}

const translators = new WeakMap<object, Translator>()

/**
 * The translator of a dictionary the root loader sent: on the server the same text, hence the same
 * object (sent-json.ts), serves every request of a language and a set of namespaces, so its
 * translator, which remembers each text it found, is made once, not per request.
 */
function translatorFor(locale: Locale, resources: Record<string, unknown>): Translator {
  let translator = translators.get(resources)
  // A key missing from what the server sent is a bug (namespaces.ts): say so, tests fail on it.
  if (!translator || translator.language !== locale)
    translators.set(resources, (translator = createTranslator(locale, resources, (key) => console.error(`Missing translation: ${key}`))))
  return translator
}

/**
 * The client's half of the detection order: with no `lng` query and no cookie, a language kept in
 * local storage wins over the browser's; otherwise local storage follows what the server rendered.
 */
function LocaleSync({ locale }: { locale: Locale }) {
  const navigate = useNavigate()
  const location = useLocation()
  useEffect(() => {
    try {
      const stored = localStorage.getItem(localeStorageKey)
      const hasCookie = document.cookie.split(';').some((c) => c.trim().startsWith(`${localeCookieName}=`))
      const hasQuery = new URLSearchParams(location.search).has('lng')
      if (!hasQuery && !hasCookie && isLocale(stored) && stored !== locale) {
        const params = new URLSearchParams(location.search)
        params.set('lng', stored)
        void navigate({ pathname: location.pathname, search: `?${params}` }, { replace: true })
        return
      }
      localStorage.setItem(localeStorageKey, locale)
    } catch {
      // Storage can be disabled (private mode); the cookie still carries the choice.
    }
    // Only when the rendered language changes; navigation within a language needs no sync.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale])
  return null
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const translator = useMemo(() => createTranslator(rootData?.locale ?? 'es', rootData ? parseSentJson(rootData.resources) : translationsFallback()), [rootData])
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status >= 500) console.error(error)
  // A form the server could not read says why (app/utils/request-errors.server.ts), in her language.
  const detail = isRouteErrorResponse(error) && (status === 400 || status === 415) && typeof error.data === 'string' && error.data.length < 300 ? error.data : undefined
  return (
    <I18nProvider value={translator}>
      <ErrorPage status={status} detail={detail} />
    </I18nProvider>
  )
}

function translationsFallback() {
  return {}
}
