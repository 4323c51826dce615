import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { formatQuantity } from '#app/i18n/numbers.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'

/*
 * Pieces the stock, customers and newsletter pages share: the search box, labels and metres written
 * in the page's language; the empty state and the keyset pager are every list's (list-ui.tsx).
 */
export { KeysetPager, PeopleEmpty } from './list-ui.tsx'

/** "12,5 m" / "12.5 m". */
export function useMetres() {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  return (metres: number) => t('adminPeople.metres', { metres: formatQuantity(metres, locale, 2) })
}

/** A search form sent by GET (works without JavaScript); `hidden` keeps the page's other filters. */
export function PeopleSearch({ q, label, placeholder, clearTo, hidden = {} }: { q: string; label: string; placeholder: string; clearTo: string; hidden?: Record<string, string> }) {
  const { t } = useTranslation()
  return (
    <search className="mb-6 block">
      <Form method="get" aria-label={label} className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4 md:p-5">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="min-w-0 flex-1 basis-56">
          <span className="block text-sm font-medium">{label}</span>
          <input
            type="search"
            name="q"
            defaultValue={q}
            placeholder={placeholder}
            maxLength={100}
            className="mt-1.5 w-full rounded-xl border border-line bg-white px-4 py-2.5 outline-none focus:border-ink"
          />
        </label>
        <Button size="sm">{t('adminPeople.search.submit')}</Button>
        {q ? (
          <Link to={clearTo} className={buttonClass('quiet', 'sm', 'text-sm')}>
            {t('adminPeople.search.clear')}
          </Link>
        ) : null}
      </Form>
    </search>
  )
}

/** A small rounded label: low stock, sold out, archived, an unconfirmed e-mail. */
export function Pill({ tone, children }: { tone: 'danger' | 'warn' | 'muted' | 'ok'; children: ReactNode }) {
  const looks = {
    danger: 'bg-danger/10 text-danger ring-danger/30',
    warn: 'bg-amber-50 text-amber-900 ring-amber-200',
    muted: 'bg-cream text-ink-soft ring-line',
    ok: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  }
  return <span className={cn('inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', looks[tone])}>{children}</span>
}

/** A cursor from the address: an id (customers: text ids; subscribers: numbers). */
export function readCursor(params: URLSearchParams): { before?: string; after?: string } {
  const ok = (v: string | null) => (v && /^[\w-]{1,64}$/.test(v) ? v : undefined)
  const before = ok(params.get('before'))
  return { before, after: before === undefined ? ok(params.get('after')) : undefined }
}
