import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { formatQuantity } from '#app/i18n/numbers.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'

/*
 * Pieces the stock, customers and newsletter pages share: the search box, the designed empty state,
 * the keyset pager and metres written in the page's language.
 */

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

/** A list with nothing to show: what it is for, or why the search found nothing. */
export function PeopleEmpty({
  title,
  text,
  children,
  icon = 'list',
  className,
}: {
  title: string
  text: string
  children?: ReactNode
  icon?: 'list' | 'search'
  className?: string
}) {
  return (
    <div className={cn('rounded-2xl border border-dashed border-line bg-white/60 px-6 py-14 text-center md:px-12', className)}>
      <svg aria-hidden="true" viewBox="0 0 48 48" className="mx-auto size-12 text-muted" fill="none" stroke="currentColor" strokeWidth="1.2">
        {icon === 'search' ? (
          <>
            <circle cx="21" cy="21" r="12" />
            <path d="m30 30 9 9M16 21h10" />
          </>
        ) : (
          <>
            <rect x="9" y="8" width="30" height="32" rx="3" />
            <path d="M16 18h16M16 25h16M16 32h9" />
          </>
        )}
      </svg>
      <p className="mt-4 font-display text-2xl">{title}</p>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-soft">{text}</p>
      {children}
    </div>
  )
}

/** Newer and older pages, by cursor, keeping the page's filters. */
export function KeysetPager({ label, filters, older, newer }: { label: string; filters: Record<string, string | undefined>; older: string | null; newer: string | null }) {
  const { t } = useTranslation()
  if (older === null && newer === null) return null
  const href = (cursor: Record<string, string>) => {
    const query = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''))
    for (const [k, v] of Object.entries(cursor)) query.set(k, v)
    return `?${query}`
  }
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-between gap-3">
      {newer !== null ? (
        <Link to={href({ after: newer })} className={buttonClass('secondary', 'sm')}>
          ← {t('admin.pager.newer')}
        </Link>
      ) : (
        <span />
      )}
      {older !== null ? (
        <Link to={href({ before: older })} className={buttonClass('secondary', 'sm')}>
          {t('admin.pager.older')} →
        </Link>
      ) : null}
    </nav>
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
