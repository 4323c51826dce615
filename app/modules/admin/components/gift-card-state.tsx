import { useTranslation } from '#app/i18n/react.tsx'
import type { GiftCardState } from '#app/modules/giftcards/order-state.ts'
import { cn } from '#app/utils/cn.ts'

// The people pages' pill looks (people-ui.tsx), kept here so the order page needs no other dictionary part.
const looks: Record<GiftCardState, string> = {
  pending_payment: 'bg-amber-50 text-amber-900 ring-amber-200',
  scheduled: 'bg-cream text-ink-soft ring-line',
  sent: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  spent: 'bg-cream text-ink-soft ring-line',
  voided: 'bg-danger/10 text-danger ring-danger/30',
}

/** A card's state in the back office's words and colours. */
export function GiftCardStatePill({ state }: { state: GiftCardState }) {
  const { t } = useTranslation()
  return (
    <span className={cn('inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', looks[state])}>
      {t(`adminGiftCards.states.${state}`)}
    </span>
  )
}
