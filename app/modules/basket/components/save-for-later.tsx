import { Form, Link, useFetcher } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { MAX_SAVED_ITEMS } from '../saved-items.ts'
import { busyButtonProps } from '#app/components/ui/button.tsx'
import { Notice } from '#app/components/ui/field.tsx'

export type SaveForLaterAnswer = { ok: true } | { ok: false; error: string }

const saveClass = 'rounded-full px-3 py-2 text-sm text-muted underline-offset-2 hover:text-ink hover:underline aria-disabled:opacity-60'

/**
 * The sidebar's save fetcher. Keyed, because the card holding the button is gone (the item left
 * the basket) by the time the answer arrives: the sidebar reads the answer under this key.
 */
export const saveForLaterFetcherKey = 'basket-save-for-later'

/**
 * 'Guardar para más tarde' on a basket card (signed-in customers only). On /cart it is a real form
 * (works before JavaScript); in the sidebar (`inSidebar`) a fetcher posting to /resources/basket.
 */
export function SaveForLaterButton({ itemId, name, inSidebar = false }: { itemId: string; name: string; inSidebar?: boolean }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<SaveForLaterAnswer>({ key: saveForLaterFetcherKey })
  const fields = (
    <>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="itemId" value={itemId} />
    </>
  )
  if (inSidebar) {
    const busy = fetcher.state !== 'idle'
    return (
      <fetcher.Form method="post" action="/resources/basket">
        {fields}
        <button type="submit" {...busyButtonProps(busy)} aria-label={t('basket.item.saveLabel', { name })} className={saveClass}>
          {busy ? t('basket.item.saving') : t('basket.item.saveForLater')}
        </button>
      </fetcher.Form>
    )
  }
  return (
    <Form method="post" action="/cart" preventScrollReset>
      {fields}
      <button type="submit" aria-label={t('basket.item.saveLabel', { name })} className={saveClass}>
        {t('basket.item.saveForLater')}
      </button>
    </Form>
  )
}

/** After saving: 'Guardado para más tarde' with the way to the saved articles, or why it was refused. */
export function SavedForLaterNotice({ result }: { result: 'saved' | 'limit' }) {
  const { t } = useTranslation()
  if (result === 'limit') return <Notice tone="error" title={t('basket.saved.limit', { max: MAX_SAVED_ITEMS })} className="text-sm" />
  return (
    <Notice tone="ok" title={t('basket.saved.notice')} className="text-sm">
      <Link to="/account/saved" className="mt-1 inline-block font-medium underline underline-offset-4">
        {t('basket.saved.view')}
      </Link>
    </Notice>
  )
}
