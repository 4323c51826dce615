import { useTranslation } from '#app/i18n/react.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { computeEaseRows, computeSizeGuide, guideMeasures, type StandardSize } from '#app/modules/sizing/size-guide.ts'

/** How a garment fits: a sentence for its kind and the ease the workshop adds to her measurements. */
export function GarmentFit({ garmentKind }: { garmentKind: string }) {
  const { t } = useTranslation()
  const ease = computeEaseRows(garmentKind)
  return (
    <section aria-labelledby="product-fit" className="min-w-0 rounded-3xl border border-line bg-white/60 p-6 md:p-7">
      <h2 id="product-fit" className="text-3xl">
        {t('catalogue.detail.fitHowTitle')}
      </h2>
      <p className="mt-3 leading-relaxed text-ink-soft">
        {t(`catalogue.detail.fitHow.${garmentKind === 'shirt' || garmentKind === 'trousers' || garmentKind === 'skirt' ? garmentKind : 'top'}`)}
      </p>
      {ease.length ? (
        <>
          <p className="mt-4 text-sm text-muted">{t('catalogue.detail.easeIntro')}</p>
          <dl className="mt-2 grid grid-cols-3 gap-3">
            {ease.map((row) => (
              <div key={row.measure} className="rounded-2xl bg-cream px-4 py-3">
                <dt className="text-xs uppercase tracking-[0.14em] text-muted">{t(`catalogue.detail.measure.${row.measure}`)}</dt>
                <dd className="lining-nums tabular-nums mt-1 font-display text-2xl">{t('catalogue.detail.easeValue', { cm: row.cm })}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  )
}

/** The standard sizes' body measurements, in cm and in inches. */
export function SizeGuide({ sizes }: { sizes: readonly StandardSize[] }) {
  const { t, i18n } = useTranslation()
  const rows = computeSizeGuide(sizes, i18n.language as Locale)
  return (
    <section aria-labelledby="size-guide" className="min-w-0 rounded-3xl border border-line bg-white/60 p-6 md:p-7">
      <h2 id="size-guide" className="text-3xl">
        {t('catalogue.detail.sizeGuideTitle')}
      </h2>
      <p className="mt-3 leading-relaxed text-ink-soft">{t('catalogue.detail.sizeGuideText')}</p>
      <div className="mt-5 overflow-x-auto">
        <table className="lining-nums tabular-nums w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-2 pr-3 font-normal">
                {t('catalogue.detail.sizeGuideSize')}
              </th>
              {guideMeasures.map((measure) => (
                <th key={measure} scope="col" className="py-2 pr-3 font-normal">
                  {t(`catalogue.detail.measure.${measure}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-line">
                <th scope="row" className="py-3 pr-3 font-medium">
                  {row.name}
                </th>
                {guideMeasures.map((measure) => (
                  <td key={measure} className="py-3 pr-3">
                    <span className="block">
                      {row.cells[measure].cm} {t('catalogue.detail.sizeGuideCm')}
                    </span>
                    <span className="block text-xs text-muted">
                      {row.cells[measure].in} {t('catalogue.detail.sizeGuideIn')}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
