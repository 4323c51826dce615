import { useTranslation } from '#app/i18n/react.tsx'
import type { GiftCardState } from '#app/modules/giftcards/order-state.ts'
import { Pill } from './people-ui.tsx'

const tones = { pending_payment: 'warn', scheduled: 'muted', sent: 'ok', spent: 'muted', voided: 'danger' } as const

/** A card's state in the back office's words and colours. */
export function GiftCardStatePill({ state }: { state: GiftCardState }) {
  const { t } = useTranslation()
  return <Pill tone={tones[state]}>{t(`adminGiftCards.states.${state}`)}</Pill>
}
