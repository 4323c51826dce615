import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Form, Link, useFormAction, useLocation, useNavigation } from 'react-router'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { ToastRegion } from '#app/components/ui/toast.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'
import type { CatalogueEntity, ToastKind } from '../catalogue-toasts.ts'

/**
 * The pieces every catalogue tab shares (/admin/catalogue/*, /admin/products): a search box, a
 * table's row actions, the add/edit dialog, the delete confirmation (those two: catalogue-dialogs.tsx)
 * and the toasts. Dialogs are opened by the address (`?new=1`, `?edit=<id>`, `?delete=<id>`), so the
 * server renders them open and they work before JavaScript; each closes by going back to the list's
 * address.
 */

/** The list's address without any dialog or toast (search, type and page kept). */
export function useListHref() {
  const { pathname, search } = useLocation()
  return (changes: Record<string, string | null> = {}) => {
    const params = new URLSearchParams(search)
    for (const name of ['new', 'edit', 'delete', 'toast', 'name', 'added']) params.delete(name)
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name)
      else params.set(name, value)
    }
    const query = params.toString()
    return query ? `${pathname}?${query}` : pathname
  }
}

/**
 * Where the list's forms post: this route's action (with `?index` on the catalogue's default tab,
 * which React Router needs to tell the index from its layout), without any dialog or toast.
 */
export function useListAction() {
  const action = useFormAction()
  const [pathname, query = ''] = action.split('?')
  const params = new URLSearchParams(query)
  for (const name of ['new', 'edit', 'delete', 'toast', 'name', 'added']) params.delete(name)
  const rest = params
    .toString()
    .replace(/^index=(&|$)/, 'index$1')
    .replace(/&index=(&|$)/, '&index$1')
  return rest ? `${pathname}?${rest}` : pathname!
}

export function SearchBox({ q, placeholder, hidden = {}, hint }: { q: string; placeholder: string; hidden?: Record<string, string>; hint?: string }) {
  const { t } = useTranslation()
  const listHref = useListHref()
  return (
    <div className="mb-6">
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label={placeholder}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="min-w-0 flex-1 basis-60">
          <span className="block text-sm font-medium">{t('adminCatalogue.search.label')}</span>
          {hint ? <span className="mt-0.5 block text-xs text-muted">{hint}</span> : null}
          <span className="relative mt-1.5 block">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <circle cx="9" cy="9" r="5.5" />
              <path d="m13.5 13.5 3 3" />
            </svg>
            <input
              type="search"
              name="q"
              defaultValue={q}
              key={q}
              placeholder={placeholder}
              maxLength={80}
              className="w-full rounded-full border border-line bg-white py-2.5 pl-11 pr-4 outline-none focus:border-ink"
            />
          </span>
        </label>
        <Button look="secondary" size="sm">
          {t('adminCatalogue.search.submit')}
        </Button>
        {q ? (
          <Link to={listHref({ q: null, page: null })} className={buttonClass('quiet', 'sm', 'text-sm')}>
            {t('adminCatalogue.search.clear')}
          </Link>
        ) : null}
      </Form>
    </div>
  )
}

export function AddButton({ label }: { label: string }) {
  const listHref = useListHref()
  return (
    <Link to={listHref({ new: '1' })} preventScrollReset className={buttonClass('primary', 'sm', 'gap-2 whitespace-nowrap')}>
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M8 3v10M3 8h10" />
      </svg>
      {label}
    </Link>
  )
}

const iconButton = 'inline-flex size-11 items-center justify-center rounded-full text-ink-soft hover:bg-cream hover:text-ink focus-visible:outline-2 focus-visible:outline-ink'

export function RowActions({ id, name, restorable = false }: { id: number; name: string; restorable?: boolean }) {
  const { t } = useTranslation()
  const listHref = useListHref()
  const listAction = useListAction()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="flex justify-end gap-1">
      {restorable ? (
        <Form method="post" action={listAction} preventScrollReset>
          <input type="hidden" name="intent" value="restore" />
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            aria-disabled={busy || undefined}
            className={iconButton}
            aria-label={t('adminCatalogue.actions.restore', { name })}
            title={t('adminCatalogue.actions.restore', { name })}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
              <path d="M4 10a6 6 0 1 0 2-4.5M4 3.5V6h2.5" />
            </svg>
          </button>
        </Form>
      ) : null}
      <Link
        to={listHref({ edit: String(id) })}
        preventScrollReset
        className={iconButton}
        aria-label={t('adminCatalogue.actions.edit', { name })}
        title={t('adminCatalogue.actions.edit', { name })}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M13.5 3.5l3 3L7 16H4v-3z" />
          <path d="M11.5 5.5l3 3" />
        </svg>
      </Link>
      <Link
        to={listHref({ delete: String(id) })}
        preventScrollReset
        className={cn(iconButton, 'hover:text-danger')}
        aria-label={t('adminCatalogue.actions.delete', { name })}
        title={t('adminCatalogue.actions.delete', { name })}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
        </svg>
      </Link>
    </div>
  )
}

/**
 * The table's frame. On a desktop a table in a card; below `md` each row is a card of its own (as
 * the orders' list is), its key facts labelled and its actions in view — a table scrolled sideways
 * hid the edit and delete buttons past the phone's edge.
 */
export function CatalogueTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-line md:bg-white">
      <table className="block w-full text-left text-sm md:table md:min-w-[36rem]">
        <caption className="sr-only">{caption}</caption>
        {/* Out of sight on a phone, where each card labels its figures, but still the table's headers for a screen reader. */}
        <thead className="sr-only border-b border-line bg-cream/50 text-xs uppercase tracking-wide text-muted md:not-sr-only md:table-header-group">
          <tr>{head}</tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-line/70">{children}</tbody>
      </table>
    </div>
  )
}

/**
 * A row of a catalogue table: a card on a phone; an archived one's on paper, its text softer. The
 * one just added (`added`) is on cream and brought into view: it lands at the end of the list.
 */
export function CatalogueRow({ archived = false, added = false, children }: { archived?: boolean; added?: boolean; children: ReactNode }) {
  const row = useRef<HTMLTableRowElement>(null)
  useEffect(() => {
    if (added) row.current?.scrollIntoView({ block: 'center' })
  }, [added])
  return (
    <tr
      ref={row}
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl p-4 max-md:border md:table-row md:rounded-none md:p-0',
        added ? 'bg-cream max-md:border-ink-soft' : archived ? 'bg-paper/60 text-ink-soft max-md:border-line' : 'bg-white max-md:border-line',
      )}
    >
      {children}
    </tr>
  )
}

export function Th({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn('px-4 py-3 font-medium', className)}>
      {children}
    </th>
  )
}

/**
 * Where a cell sits in a row's card on a phone: `lead` (a picture, at the start), `main` (the name,
 * the rest of the first line), `fact` (half the card's width, under its `label`), `wide` (the whole
 * width, under its `label`) or `actions` (the card's foot).
 */
const phoneLayouts = {
  lead: 'max-md:shrink-0',
  main: 'max-md:min-w-0 max-md:flex-1 max-md:basis-[calc(100%-5rem)]',
  fact: 'max-md:w-[calc(50%-0.5rem)]',
  wide: 'max-md:w-full',
  actions: 'max-md:w-full max-md:border-t max-md:border-line/70 max-md:pt-2',
} as const

export function Td({
  children,
  className,
  phone = 'fact',
  label,
}: {
  children: ReactNode
  className?: string
  phone?: keyof typeof phoneLayouts
  /** The column's heading, said above the figure on a phone (where the table's head is not shown). */
  label?: string
}) {
  return (
    <td className={cn('block md:table-cell md:px-4 md:py-3 md:align-middle', phoneLayouts[phone], className)}>
      {label ? <span className="block text-xs text-muted md:hidden">{label}</span> : null}
      {children}
    </td>
  )
}

export function AddedBadge() {
  const { t } = useTranslation()
  return <span className="ml-2 inline-block rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-ink ring-1 ring-line">{t('adminCatalogue.justAdded')}</span>
}

export function ArchivedBadge() {
  const { t } = useTranslation()
  return <span className="ml-2 inline-block rounded-full bg-cream px-2.5 py-0.5 text-xs font-medium text-ink-soft ring-1 ring-line">{t('adminCatalogue.archived')}</span>
}

export function EmptyState({ q }: { q: string }) {
  const { t } = useTranslation()
  const listHref = useListHref()
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-14 text-center">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="mx-auto size-12 text-muted" fill="none" stroke="currentColor" strokeWidth="1.2">
        <circle cx="21" cy="21" r="12" />
        <path d="m30 30 9 9M16 21h10" />
      </svg>
      <h3 className="mt-4 font-display text-2xl">{q ? t('adminCatalogue.empty.searchTitle', { q }) : t('adminCatalogue.empty.title')}</h3>
      <p className="mx-auto mt-2 max-w-sm text-ink-soft">{q ? t('adminCatalogue.empty.searchText') : t('adminCatalogue.empty.text')}</p>
      {q ? (
        <Link to={listHref({ q: null, page: null })} className={buttonClass('secondary', 'sm', 'mt-6')}>
          {t('adminCatalogue.search.clear')}
        </Link>
      ) : null}
    </div>
  )
}

export function ResultCount({ q, count }: { q: string; count: number }) {
  const { t } = useTranslation()
  if (!q) return null
  return (
    <p role="status" className="mb-3 text-sm text-muted">
      {t('adminCatalogue.search.results', { count, q })}
    </p>
  )
}

/** The answer to the last change, from the address the action sent her to (`?toast=…&name=…`). */
/** Kinds whose title is the spec's per-entity sentence ('Categoría añadida correctamente', 'Error al guardar la categoría'). */
const entityWorded = new Set<ToastKind>(['created', 'updated', 'deleted', 'saveFailed', 'deleteFailed'])

export function CatalogueToasts({ toast, entity }: { toast: { kind: ToastKind; name: string } | null; entity: CatalogueEntity }) {
  const { t } = useTranslation()
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  const { key } = useLocation()
  const id = toast ? `${key}-${toast.kind}` : ''
  const failed = toast?.kind === 'gone' || toast?.kind === 'saveFailed' || toast?.kind === 'deleteFailed'
  const description = (kind: ToastKind, name: string) => {
    if (kind === 'archived') return t('adminCatalogue.toasts.archivedText')
    if (kind === 'saveFailed' || kind === 'deleteFailed') return t('adminCatalogue.toasts.failedText')
    if (kind === 'gone') return undefined
    return entityWorded.has(kind) && name ? `«${name}». ${t('adminCatalogue.toasts.shopText')}` : t('adminCatalogue.toasts.shopText')
  }
  const toasts =
    toast && !dismissed.has(id)
      ? [
          {
            id,
            tone: failed ? ('error' as const) : ('info' as const),
            title: entityWorded.has(toast.kind) ? t(`adminCatalogue.toasts.${entity}.${toast.kind}`) : t(`adminCatalogue.toasts.${toast.kind}`, { name: toast.name }),
            description: description(toast.kind, toast.name),
          },
        ]
      : []
  return (
    <ToastRegion
      toasts={toasts}
      onDismiss={(gone) => setDismissed((current) => new Set(current).add(gone))}
      label={t('adminCatalogue.toasts.label')}
      closeLabel={t('adminCatalogue.toasts.dismiss')}
    />
  )
}

export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation()
  const listHref = useListHref()
  if (pages <= 1) return null
  return (
    <nav aria-label={t('adminCatalogue.pagination.label')} className="mt-5 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={listHref({ page: String(page - 1) })} className={buttonClass('secondary', 'sm')}>
          {t('adminCatalogue.pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">{t('adminCatalogue.pagination.page', { page, pages })}</span>
      {page < pages ? (
        <Link to={listHref({ page: String(page + 1) })} className={buttonClass('secondary', 'sm')}>
          {t('adminCatalogue.pagination.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
