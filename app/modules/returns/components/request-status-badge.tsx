import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'
import type { RequestStatus } from '../request-status.ts'

/** Waiting for the shop (sand), answered (sky), done (muted). */
const looks: Record<RequestStatus, string> = {
  new: 'bg-amber-50 text-amber-900 ring-amber-200',
  answered: 'bg-sky-50 text-sky-900 ring-sky-200',
  closed: 'bg-stone-100 text-stone-700 ring-stone-200',
}

export function RequestStatusBadge({ status, className }: { status: RequestStatus; className?: string }) {
  const { t } = useTranslation()
  return (
    <span className={cn('inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', looks[status], className)}>
      {t(`adminRequests.statuses.${status}`)}
    </span>
  )
}
