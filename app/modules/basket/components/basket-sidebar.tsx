import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link, useFetcher, useLocation, useNavigate } from 'react-router'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import type { BasketItemView } from '../basket.server.ts'
import { BasketItemCard } from './basket-item-card.tsx'
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx'
import { SaveForLaterButton, SavedForLaterNotice, saveForLaterFetcherKey, type SaveForLaterAnswer } from './save-for-later.tsx'

export type BasketSummary = { items: BasketItemView[]; totalCents: number; count: number }

/**
 * 'Mi cesta (n)' sliding in from the right, on the native <dialog> (focus trap, Escape, inert page).
 * Its content is fetched when it opens, so pages do not carry the basket in their HTML.
 */
export function BasketSidebar({ open, onClose, signedIn = false }: { open: boolean; onClose: () => void; signedIn?: boolean }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const fetcher = useFetcher<BasketSummary>()
  const [removing, setRemoving] = useState<string | null>(null)
  // 'Guardado para más tarde' answers since the sidebar opened (the basket reloads by itself after it).
  const saveFetcher = useFetcher<SaveForLaterAnswer>({ key: saveForLaterFetcherKey })
  const [answerSeenAtOpen, setAnswerSeenAtOpen] = useState<SaveForLaterAnswer | undefined>(undefined)
  const answer = saveFetcher.state === 'idle' && saveFetcher.data !== answerSeenAtOpen ? saveFetcher.data : undefined
  const saved = answer ? (answer.ok ? 'saved' : answer.error === 'savedLimit' ? 'limit' : null) : null
  const location = useLocation()
  const load = fetcher.load

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      setAnswerSeenAtOpen(saveFetcher.data)
      dialog.showModal()
      void load('/resources/basket')
    } else if (!open && dialog.open) dialog.close()
    // The answer only matters at the moment the sidebar opens; re-running on it changes nothing.
  }, [open, load, saveFetcher.data])

  // Any navigation (a card's edit link, the checkout button) closes the sidebar.
  const openedAt = useRef(location.key)
  useEffect(() => {
    if (open) openedAt.current = location.key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])
  const ownNavigation = useRef(false)
  useEffect(() => {
    if (ownNavigation.current) {
      ownNavigation.current = false
      openedAt.current = location.key
    } else if (location.key !== openedAt.current) onClose()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key])

  const navigate = useNavigate()
  // After a delete the card and its button are gone: the focus waits on the title, which reads the new
  // count (once the confirm dialog has left, the sidebar behind it can take the focus again).
  const focusTitle = useRef(false)
  useEffect(() => {
    if (removing || !focusTitle.current) return
    focusTitle.current = false
    ref.current?.querySelector<HTMLElement>('#basket-sidebar-title')?.focus()
  }, [removing])
  const cancelDelete = () => setRemoving(null)
  const afterDelete = useCallback(() => {
    const removed = removing
    focusTitle.current = true
    setRemoving(null)
    void load('/resources/basket')
    // The customizer was showing the item just removed: it starts a new design instead.
    if (removed && new URLSearchParams(location.search).get('item') === removed) {
      ownNavigation.current = true
      void navigate(location.pathname, { replace: true })
    }
  }, [load, removing, location.pathname, location.search, navigate])

  const summary = fetcher.data
  const incomplete = summary?.items.some((i) => i.status !== 'complete') ?? false
  // Another order took a fabric of hers: the card says why and offers 'Elegir otro tejido'; no checkout until she does.
  const taken = summary?.items.some((i) => i.fabricProblem) ?? false
  return (
    <dialog
      ref={ref}
      aria-labelledby="basket-sidebar-title"
      onClose={(e) => {
        // React bubbles the nested confirm dialog's close event up here: only our own closes count.
        if (e.target === e.currentTarget) onClose()
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose()
      }}
      className="fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-full max-w-md bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/40 open:flex open:animate-[slide-in_0.35s_var(--ease-soft)] open:flex-col"
    >
      <div className="flex items-center justify-between border-b border-line px-6 py-5">
        <h2 id="basket-sidebar-title" tabIndex={-1} className="font-display text-3xl outline-none">
          {t('basket.sidebar.title', { count: summary?.count ?? 0 })}
        </h2>
        <button type="button" onClick={onClose} className="grid size-10 place-items-center rounded-full hover:bg-black/5" aria-label={t('basket.sidebar.close')}>
          <span aria-hidden="true" className="text-2xl leading-none">
            ×
          </span>
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-6" aria-busy={fetcher.state === 'loading'}>
        {saved ? (
          <div className="pt-5">
            <SavedForLaterNotice result={saved} />
          </div>
        ) : null}
        {!summary ? (
          <p className="py-10 text-center text-muted">{t('basket.sidebar.loading')}</p>
        ) : summary.items.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center py-16 text-center">
            <p className="font-display text-3xl">{t('basket.sidebar.emptyTitle')}</p>
            <p className="mt-2 text-ink-soft">{t('basket.sidebar.emptyText')}</p>
            <Link to="/collection" className={buttonClass('primary', 'md', 'mt-8')}>
              {t('basket.sidebar.explore')}
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {summary.items.map((item) => (
              <li key={item.id}>
                <BasketItemCard
                  item={item}
                  variant="sidebar"
                  onDelete={() => setRemoving(item.id)}
                  save={signedIn ? <SaveForLaterButton itemId={item.id} name={item.productName} inSidebar /> : null}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {summary && summary.items.length > 0 ? (
        <div className="border-t border-line bg-white px-6 py-5">
          <div className="flex items-baseline justify-between">
            <span className="font-medium">{t('basket.sidebar.total')}</span>
            <Money cents={summary.totalCents} className="font-display text-3xl" />
          </div>
          {taken && !incomplete ? (
            <p role="status" className="mt-3 rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
              {t('basket.sidebar.takenWarning')}
            </p>
          ) : incomplete ? (
            <>
              <p role="status" className="mt-3 rounded-xl bg-warn/10 px-3 py-2 text-sm text-warn">
                {t('basket.sidebar.incompleteWarning')}
              </p>
              <Button type="button" disabled size="block" className="mt-3 disabled:cursor-not-allowed disabled:bg-line disabled:text-muted">
                {t('basket.sidebar.completeProducts')}
              </Button>
            </>
          ) : (
            <Link to="/checkout" className={buttonClass('primary', 'block', 'mt-3')}>
              {t('basket.sidebar.checkout')}
            </Link>
          )}
          <Link to="/cart" className={buttonClass('quiet', 'md', 'mt-1 w-full justify-center text-sm')}>
            {t('basket.sidebar.viewCart')}
          </Link>
        </div>
      ) : null}
      {removing ? (
        <ConfirmDeleteDialog
          itemId={removing}
          action="/resources/basket"
          onDone={afterDelete}
          onCancel={cancelDelete}
          cancel={
            <Button type="button" look="secondary" size="sm" onClick={cancelDelete}>
              {t('basket.confirmDelete.cancel')}
            </Button>
          }
        />
      ) : null}
    </dialog>
  )
}
