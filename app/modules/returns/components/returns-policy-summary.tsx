import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { ArrowRightIcon } from '#app/components/icons.tsx'

export type ReturnsPolicyFigures = { sizeChangeDays: number; freeSizeChanges: number; defectReportHours: number; answerWithinHours: number; withdrawalDays: number }

/** docs/product.md#returns-and-exchanges in five short points, every figure from store settings. */
export function ReturnsPolicySummary({ figures }: { figures: ReturnsPolicyFigures }) {
  const { t } = useTranslation()
  const points = [
    { key: 'custom', text: t('returns.policy.custom.text', { withdrawalDays: figures.withdrawalDays }) },
    { key: 'sizeChange', text: t('returns.policy.sizeChange.text', { count: figures.freeSizeChanges, days: figures.sizeChangeDays }) },
    { key: 'defects', text: t('returns.policy.defects.text', { hours: figures.defectReportHours }) },
    { key: 'adjustments', text: t('returns.policy.adjustments.text') },
    { key: 'answer', text: t('returns.policy.answer.text', { hours: figures.answerWithinHours }) },
  ] as const
  return (
    <section aria-labelledby="returns-policy-title" className="bg-cream">
      <div className="container-page py-16 md:py-24">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <h2 id="returns-policy-title" className="text-4xl md:text-5xl">
            {t('returns.policy.title')}
          </h2>
          <Link to="/return-policy" className="inline-flex items-center gap-2 text-clay-dark underline-offset-4 hover:text-ink hover:underline">
            {t('returns.policy.fullPolicy')}
            <ArrowRightIcon width={18} height={18} />
          </Link>
        </div>
        <ol className="mt-12 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-6">
          {points.map((point, index) => (
            <li key={point.key} className="border-t border-ink/20 pt-6 sm:max-lg:last:col-span-2 lg:col-span-2 lg:[&:nth-child(n+4)]:col-span-3">
              <p aria-hidden="true" className="font-display text-2xl text-clay">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-3 text-2xl">{t(`returns.policy.${point.key}.title`)}</h3>
              <p className="mt-3 leading-relaxed text-ink-soft">{point.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
