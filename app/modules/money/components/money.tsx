import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatMoney } from '../money.ts'

/**
 * An amount of euro cents written in the page's language ("12,50 €", "€12.50"), in lining figures of equal
 * width so that columns of prices line up (decision 014). Part of the UI kit (docs/decisions/008-ui-kit-and-forms.md);
 * it lives with the money module because app/components/ui imports no module.
 */
export function Money({ cents, wholeEuros, className }: { cents: number; wholeEuros?: boolean; className?: string }) {
  const { i18n } = useTranslation()
  return <span className={className ? `figures ${className}` : 'figures'}>{formatMoney(cents, i18n.language as Locale, { wholeEuros })}</span>
}
