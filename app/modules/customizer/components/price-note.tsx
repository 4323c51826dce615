import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatMoney } from '#app/modules/money/money.ts'

/** What the price depends on, true of the design on screen (docs/product.md#parts): her options' surcharge, options that could cost, or the fabric alone. */
export function PriceNote({ surchargeCents, someOptionsCost }: { surchargeCents: number; someOptionsCost: boolean }) {
  const { t, i18n } = useTranslation()
  return (
    <p className="mt-1 text-sm text-muted">
      {surchargeCents > 0
        ? t('customizer.priceNoteSurcharge', { amount: formatMoney(surchargeCents, i18n.language as Locale) })
        : someOptionsCost
          ? t('customizer.priceNoteSomeCost')
          : t('customizer.priceNote')}
    </p>
  )
}
