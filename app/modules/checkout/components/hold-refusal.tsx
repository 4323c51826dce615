import { Link } from 'react-router'
import { Notice } from '#app/components/ui/field.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'

/** What REALIZAR PEDIDO answers when it places nothing (place-from-checkout.server.ts, hold-limits.server.ts). */
export type PlacementRefusal =
  | {
      error: 'holdLimit'
      limit: 'orders' | 'garments' | 'metres'
      count: number
      mine: { number: string; until: string | null; href: string }[]
      others: number
      lookupHref: string
      max: { orders: number; garments: number; metres: number }
    }
  | { error: 'tooMany'; retryAfterMinutes: number }
  | { error: 'giftCardGone' }

/**
 * Next to REALIZAR PEDIDO when she holds as much unpaid as one customer may (docs/security.md, "Unpaid
 * orders"): her unpaid orders, each a link to its page to pay or cancel it, or — for orders this
 * basket did not place — the way to find them. Or, past the hourly rate, when to try again.
 */
export function HoldRefusalNotice({ refusal }: { refusal: PlacementRefusal }) {
  const { t, i18n } = useTranslation()
  if (refusal.error === 'giftCardGone') return <Notice tone="error" title={t('checkout.review.giftCardGone')} />
  if (refusal.error === 'tooMany') return <Notice tone="error" title={t('checkout.review.held.tooMany', { count: refusal.retryAfterMinutes })} />
  const when = dateTimeFormat(i18n.language as Locale, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' })
  const title = refusal.count === 0 ? t('checkout.review.held.tooBig', refusal.max) : t('checkout.review.held.title', { count: refusal.count })
  return (
    <Notice tone="error" title={title} text={refusal.count > 0 ? t('checkout.review.held.limits', refusal.max) : undefined}>
      {refusal.mine.length ? (
        <ul className="mt-3 space-y-2 text-sm">
          {refusal.mine.map((order) => (
            <li key={order.number}>
              <Link to={order.href} className="font-medium underline underline-offset-4">
                {t('checkout.review.held.open', { number: order.number })}
              </Link>
              {order.until ? <span className="text-ink-soft"> · {t('checkout.review.held.until', { date: when.format(new Date(order.until)) })}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {refusal.others > 0 ? (
        <p className="mt-3 text-sm text-ink-soft">
          {t('checkout.review.held.others', { count: refusal.others })}{' '}
          <Link to={refusal.lookupHref} className="font-medium text-ink underline underline-offset-4">
            {t('checkout.review.held.lookup')}
          </Link>
          .
        </p>
      ) : null}
    </Notice>
  )
}
