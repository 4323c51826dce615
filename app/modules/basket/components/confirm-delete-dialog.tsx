import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'

/**
 * '¿Eliminar producto?' on the kit's `Dialog`: rendered open by the server when the URL asks for it
 * (so it works without JavaScript), modal once the page is interactive. The answer is a fetcher post,
 * so the sidebar can stay open around it; `onDone` runs once the item is gone.
 */
export function ConfirmDeleteDialog(props: { itemId: string; action: string; cancel: React.ReactNode; onDone?: () => void; onCancel?: () => void }) {
  const { itemId, action, cancel, onDone } = props
  // Escape is the Cancel button's answer; without a handler of its own it ends like a finished delete.
  const onCancel = props.onCancel ?? onDone
  const { t } = useTranslation()
  const fetcher = useFetcher()
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) onDone?.()
  }, [fetcher.state, fetcher.data, onDone])
  return (
    <Dialog id="confirm-delete" title={t('basket.confirmDelete.title')} description={t('basket.confirmDelete.text')} onCancel={() => onCancel?.()} width="w-[min(92vw,26rem)]">
      <fetcher.Form method="post" action={action} className="mt-6 flex justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="itemId" value={itemId} />
        {cancel}
        <Button look="danger" size="sm" busy={fetcher.state !== 'idle'} busyLabel={t('basket.confirmDelete.deleting')}>
          {t('basket.confirmDelete.confirm')}
        </Button>
      </fetcher.Form>
    </Dialog>
  )
}
