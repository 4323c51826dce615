import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/components/ui/button.tsx'

/** One button that moves the order, with a line saying what it does. */
export function ActionForm({
  intent,
  label,
  busy,
  look = 'primary',
  children,
}: {
  intent: string
  label: string
  busy: boolean
  look?: 'primary' | 'secondary'
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Form method="post" preventScrollReset className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      {children ? <p className="text-sm text-ink-soft">{children}</p> : null}
      <Button look={look} size="block" busy={busy} busyLabel={t('adminOrders.actions.busy')}>
        {label}
      </Button>
    </Form>
  )
}
