import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'

/*
 * What every back-office list shares: the designed empty state and the keyset pager. Only the admin
 * namespace's words (every admin page loads it), so any list may use them.
 */

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
