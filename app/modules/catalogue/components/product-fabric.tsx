import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'

const rowKeys = ['composition', 'width', 'perceivedWeight', 'softness', 'washInstructions'] as const

export type ProductFabricSheet = { id: number; name: string; subname: string; rows: Record<(typeof rowKeys)[number], string> }

/** The starting fabric's sheet on a product's page: what it is made of, how wide it is woven, its weight, its feel, its care (empty rows left out). */
export function ProductFabric({ fabric }: { fabric: ProductFabricSheet }) {
  const { t } = useTranslation()
  const rows = rowKeys.filter((key) => fabric.rows[key].trim() !== '')
  return (
    <section aria-labelledby="product-fabric" className="min-w-0 rounded-3xl border border-line bg-white/60 p-6 md:p-7">
      <h2 id="product-fabric" className="text-3xl">
        {t('catalogue.detail.fabricTitle', { name: fabric.name })}
      </h2>
      {fabric.subname ? <p className="mt-1 font-display text-xl italic text-ink-soft">{fabric.subname}</p> : null}
      <p className="mt-3 leading-relaxed text-ink-soft">{t('catalogue.detail.fabricText')}</p>
      <dl className="mt-5 border-t border-line">
        {rows.map((key) => (
          <div key={key} className="grid grid-cols-[8rem_1fr] gap-4 border-b border-line py-3 text-sm">
            <dt className="text-muted">{t(`catalogue.detail.fabricRows.${key}`)}</dt>
            <dd>{fabric.rows[key]}</dd>
          </div>
        ))}
      </dl>
      <Link to={`/fabric/${fabric.id}`} className="mt-5 inline-block underline underline-offset-4 hover:text-clay">
        {t('catalogue.detail.fabricLink', { name: fabric.name })}
      </Link>
    </section>
  )
}
