import { useTranslation } from '#app/i18n/react.tsx'
import type { OrderStatus } from '#app/modules/orders/status.ts'
import { cn } from '#app/utils/cn.ts'

/** The colour of each stage: waiting (sand), the workshop's (ink), done (green), ended unpaid or cancelled (muted). */
const looks: Record<OrderStatus, string> = {
  pending_payment: 'bg-amber-50 text-amber-900 ring-amber-200',
  paid: 'bg-sky-50 text-sky-900 ring-sky-200',
  in_production: 'bg-violet-50 text-violet-900 ring-violet-200',
  shipped: 'bg-cream text-ink ring-line',
  delivered: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-200',
  expired: 'bg-stone-100 text-stone-700 ring-stone-200',
}

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation()
  return (
    <span className={cn('inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', looks[status], className)}>
      {t(`adminOrders.statuses.${status}`)}
    </span>
  )
}
