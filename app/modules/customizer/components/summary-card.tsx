import { useTranslation } from '#app/i18n/react.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import type { CustomizerLoad } from '../customizer.server.ts'

type Data = Extract<CustomizerLoad, { status: 'ok' }>

/** Product, fabric, parts (as shown: a choice being saved is already in) and the server's total, busy until the answer. */
export function SummaryCard({ data, selection = data.selection, busy, children }: { data: Data; selection?: Data['selection']; busy: boolean; children?: React.ReactNode }) {
  const { t } = useTranslation()
  const fabric = data.fabrics.find((f) => f.id === selection.fabric)
  return (
    <aside aria-labelledby="summary-card-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm md:p-6">
      <h2 id="summary-card-title" className="font-display text-2xl">
        {t('customizer.summaryCard.title')}
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <Row label={t('customizer.summaryCard.product')} value={data.product.name} />
        <Row label={t('customizer.summaryCard.fabric')} value={fabric?.name ?? t('customizer.summaryCard.none')} />
        {data.partTypes.map((type) => (
          <Row key={type} label={t(`customizer.stepNames.${type}`)} value={data.parts.find((p) => p.id === selection[type])?.name ?? t('customizer.summaryCard.none')} />
        ))}
      </dl>
      <div className="mt-4 flex items-baseline justify-between border-t border-line pt-4">
        <span className="font-medium">{t('customizer.summaryCard.total')}</span>
        <span className="font-display text-3xl" aria-busy={busy} data-testid="design-total">
          <Money cents={data.totalCents} />
        </span>
      </div>
      <p className="text-right text-xs text-muted">{t('customizer.summaryCard.taxes')}</p>
      {children}
    </aside>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  )
}
