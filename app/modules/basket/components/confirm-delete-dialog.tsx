import { useEffect, useRef } from 'react'
import { useModalOnceInteractive } from '#app/components/confirm-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useFetcher } from 'react-router'
import { busyButtonProps } from '#app/components/busy.ts'

/**
 * '¿Eliminar producto?' on the native <dialog>. It is rendered open by the server when the URL asks
 * for it (so it works without JavaScript) and becomes modal once the page is interactive.
 */
export function ConfirmDeleteDialog(props: { itemId: string; action: string; cancel: React.ReactNode; onDone?: () => void; onCancel?: () => void }) {
  const { itemId, action, cancel, onDone } = props
  // Escape is the Cancel button's answer; without a handler of its own it ends like a finished delete.
  const onCancel = props.onCancel ?? onDone
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const fetcher = useFetcher()
  useModalOnceInteractive(ref)
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) onDone?.()
  }, [fetcher.state, fetcher.data, onDone])
  const busy = fetcher.state !== 'idle'
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
      className="fixed inset-0 z-50 m-auto w-[min(92vw,26rem)] rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-ink/50"
      onCancel={(e) => {
        e.preventDefault()
        e.stopPropagation()
        onCancel?.()
      }}
      onClose={(e) => e.stopPropagation()}
    >
      <h2 id="confirm-delete-title" className="font-display text-3xl">
        {t('basket.confirmDelete.title')}
      </h2>
      <p id="confirm-delete-text" className="mt-3 text-ink-soft">
        {t('basket.confirmDelete.text')}
      </p>
      <fetcher.Form method="post" action={action} className="mt-6 flex justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="itemId" value={itemId} />
        {cancel}
        <button type="submit" {...busyButtonProps(busy)} className="rounded-full bg-danger px-5 py-2.5 text-white hover:bg-danger/90 aria-disabled:opacity-60">
          {busy ? t('basket.confirmDelete.deleting') : t('basket.confirmDelete.confirm')}
        </button>
      </fetcher.Form>
    </dialog>
  )
}
