import { useTranslation } from '#app/i18n/react.tsx'
import { Link, useLocation } from 'react-router'
import { type Locale, localeStorageKey, supportedLocales } from '#app/i18n/config.ts'
import { GlobeIcon } from './icons.tsx'
import { Menu, menuItemClass } from './ui/menu.tsx'

/** es / en: opens on click, closes after a choice, on Escape or on a click outside. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const current = i18n.language as Locale

  function hrefFor(locale: Locale) {
    const params = new URLSearchParams(location.search)
    params.set('lng', locale)
    return `${location.pathname}?${params}`
  }

  return (
    <Menu
      label={t('common.language.change', { current: t(`common.language.${current}`) })}
      trigger={
        <>
          <GlobeIcon width={20} height={20} />
          <span aria-hidden="true">{current}</span>
        </>
      }
      triggerClassName="flex h-11 items-center gap-1 rounded-full px-2.5 text-sm uppercase hover:bg-black/5"
      panelClassName="min-w-36"
      as="ul"
    >
      {(close) =>
        supportedLocales.map((locale) => (
          <li key={locale}>
            <Link
              to={hrefFor(locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              preventScrollReset
              className={`${menuItemClass} aria-[current]:font-semibold`}
              onClick={() => {
                close()
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
        ))
      }
    </Menu>
  )
}
