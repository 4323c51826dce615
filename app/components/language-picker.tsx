import { useCallback, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link, useLocation } from 'react-router'
import { type Locale, localeStorageKey, supportedLocales } from '#app/i18n/config.ts'
import { GlobeIcon } from './icons.tsx'
import { useDismiss } from './use-dismiss.ts'

/** es / en: opens on click, closes after a choice, on Escape or on a click outside. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  const location = useLocation()
  const current = i18n.language as Locale

  useDismiss(root, open, close)

  function hrefFor(locale: Locale) {
    const params = new URLSearchParams(location.search)
    params.set('lng', locale)
    return `${location.pathname}?${params}`
  }

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className="flex h-11 items-center gap-1 rounded-full px-2.5 text-sm uppercase hover:bg-black/5"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('common.language.change', { current: t(`common.language.${current}`) })}
        onClick={() => setOpen((v) => !v)}
      >
        <GlobeIcon width={20} height={20} />
        <span aria-hidden="true">{current}</span>
      </button>
      <ul id={listId} hidden={!open} className="absolute right-0 top-full mt-2 min-w-36 overflow-hidden rounded-xl border border-line bg-white py-1 text-ink shadow-lg">
        {supportedLocales.map((locale) => (
          <li key={locale}>
            <Link
              to={hrefFor(locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              preventScrollReset
              className="block px-4 py-2.5 text-sm hover:bg-cream aria-[current]:font-semibold"
              onClick={() => {
                setOpen(false)
                try {
                  localStorage.setItem(localeStorageKey, locale)
                } catch {
                  // Storage may be disabled; the server's cookie still keeps the choice.
                }
              }}
            >
              {t(`common.language.${locale}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
