/**
 * Every cookie and local-storage key the shop puts in a visitor's browser, with what it is for and
 * how long it lives: the one list /cookies shows and the code that sets each one reads its name and
 * life from (docs/product.md#legal-pages). tests/e2e/legal-cookies.spec.ts walks the shop, the
 * account and the checkout and fails on any cookie or key not listed here, or listed with another life.
 *
 * All are strictly necessary for a service she asks for (art. 22.2 LSSI): that is why the shop shows
 * no consent banner. A cookie that is not (analytics, advertising, a third party's) needs her consent
 * first, and a banner, before it may be added here as `essential: false` — a test fails until then.
 */
const day = 24 * 60 * 60

export type BrowserStorageEntry = {
  name: string
  store: 'cookie' | 'localStorage' | 'sessionStorage'
  /** Seconds; null: kept until she clears it (local storage) or closes the tab (session storage). */
  lifetimeSeconds: number | null
  essential: true
  /** Names its purpose's text on /cookies (the legal dictionary's cookie purposes). */
  purpose: 'session' | 'signInState' | 'basket' | 'language' | 'scroll'
}

/** better-auth names its cookies `<prefix>.<name>` (app/utils/auth.server.ts). */
export const authCookiePrefix = 'gemela'

export const browserStorage = {
  session: { name: `${authCookiePrefix}.session_token`, store: 'cookie', lifetimeSeconds: 30 * day, essential: true, purpose: 'session' },
  // Set for the five minutes a sign-in with Google, Apple or another provider takes (better-auth's `state`).
  signInState: { name: `${authCookiePrefix}.state`, store: 'cookie', lifetimeSeconds: 5 * 60, essential: true, purpose: 'signInState' },
  basket: { name: 'gemela_basket', store: 'cookie', lifetimeSeconds: 90 * day, essential: true, purpose: 'basket' },
  languageCookie: { name: 'i18next', store: 'cookie', lifetimeSeconds: 365 * day, essential: true, purpose: 'language' },
  languageStored: { name: 'i18nextLng', store: 'localStorage', lifetimeSeconds: null, essential: true, purpose: 'language' },
  // React Router's scroll restoration (app/components/scroll-restoration.tsx): Back returns her to where she was.
  scrollPositions: { name: 'gemela-scroll-positions', store: 'sessionStorage', lifetimeSeconds: null, essential: true, purpose: 'scroll' },
} as const satisfies Record<string, BrowserStorageEntry>

export const browserStorageList: readonly BrowserStorageEntry[] = Object.values(browserStorage)
