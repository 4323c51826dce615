import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { GiftOrderState } from '../order-state.ts'

export type GiftOrderCardView = { recipientEmail: string; sendOn: string; sentAt: string | null }

/** A shop day (YYYY-MM-DD) or an instant, in her words. */
export function useGiftDates() {
  const { i18n } = useTranslation()
  const locale = i18n.language as Locale
  return {
    day: (day: string) => dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)),
    instant: (iso: string) =>
      dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' }).format(new Date(iso)),
  }
}

/**
 * "Qué pasa ahora" for a gift-card order (docs/product.md#gift-cards): when and to whom the card
 * goes (or went), that its code does not expire, and that nothing is shipped — never a garment's
 * measurements, cutting or delivery window.
 */
export function GiftOrderNext(props: { state: GiftOrderState; card: GiftOrderCardView | null; paymentMethod: string; transferDays: number; contactEmail: string }) {
  const { t } = useTranslation()
  const { day, instant } = useGiftDates()
  const { state, card } = props
  const email = card?.recipientEmail ?? ''
  const date = card ? day(card.sendOn) : ''
  const next =
    state === 'pending_payment'
      ? props.paymentMethod === 'transfer'
        ? t('giftCards.order.next.pendingTransfer', { email, date, days: props.transferDays })
        : t('giftCards.order.next.pendingCard', { email, date })
      : state === 'sent'
        ? t('giftCards.order.next.sent', { email, date: card?.sentAt ? instant(card.sentAt) : date })
        : t(`giftCards.order.next.${state}`, { email, date, contact: props.contactEmail })
  return (
    <>
      <h2 id="next-steps" className="mt-5 font-display text-3xl">
        {t('checkout.complete.next')}
      </h2>
      <p className="mt-2 text-ink-soft">{next}</p>
      {state === 'cancelled' || state === 'expired' || state === 'voided' ? null : <p className="mt-2 text-ink-soft">{t('giftCards.order.validity')}</p>}
      <p className="mt-2 font-medium">{t('giftCards.order.noShipping')}</p>
    </>
  )
}
