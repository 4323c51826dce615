import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link } from 'react-router'
import { GarmentImage } from '#app/modules/artwork/components/garment-image.tsx'
import { computeSizeHref } from '#app/modules/sizing/size-views.ts'
import type { CustomizerLoad } from '../customizer.server.ts'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { computeShownDesign } from './customizer-preview.tsx'

type Data = Extract<CustomizerLoad, { status: 'ok' }>

/** 'Resumen de tu producto': every choice with a change button (edit mode), and 'Continuar con pedido'. */
export function SummaryStep({ data, busy }: { data: Data; busy: boolean }) {
  const { t } = useTranslation()
  const fabric = data.fabrics.find((f) => f.id === data.selection.fabric)
  const partName = (type: string) => data.parts.find((p) => p.id === data.selection[type])?.name ?? ''
  // The steps she went through, each with its change button; a type with a single option (fixedTypes) is shown as chosen.
  const rows = [
    ...data.steps.map((type, index) => ({ type, step: (index + 1) as number | null, value: type === 'fabric' ? (fabric?.name ?? '') : partName(type) })),
    ...data.fixedTypes.map((type) => ({ type, step: null, value: partName(type) })),
  ]
  const m = data.item?.measurements
  const size = m ? (m.type === 'standard' ? t('sizing.done.standard', { size: m.size }) : t('sizing.done.custom', { name: m.profileName })) : null
  return (
    <section aria-labelledby="summary-title" className="min-w-0 lg:col-span-2">
      <div className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <h1 id="summary-title" tabIndex={-1} className="text-4xl outline-none md:text-5xl">
            {t('customizer.summary.title')}
          </h1>
          <p className="mt-3 text-ink-soft">{t('customizer.summary.intro')}</p>
        </div>
        {/* Below the wide layout the large drawing is above, out of sight: her garment beside its summary. */}
        <span className="h-32 w-[6.4rem] shrink-0 overflow-hidden rounded-2xl bg-cream lg:hidden" aria-hidden="true">
          <GarmentImage design={computeShownDesign(data)} eager />
        </span>
      </div>
      <ul className="mt-6 divide-y divide-line rounded-2xl border border-line bg-white">
        {rows.map((row) => (
          <li key={row.type} className="flex items-center justify-between gap-4 px-5 py-4">
            <div>
              <p className="text-sm text-muted">{t(`customizer.stepNames.${row.type}`)}</p>
              <p className="font-medium">{row.value}</p>
            </div>
            {row.step === null ? (
              <span className="shrink-0 text-sm text-muted">{t('customizer.summary.onlyOption')}</span>
            ) : (
              <Link
                to={`/product/${data.product.id}?item=${data.item?.id}&step=${row.step}&edit=1`}
                className={buttonClass('secondary', 'sm', 'shrink-0 text-sm')}
                aria-label={t('customizer.summary.changeLabel', { field: t(`customizer.stepNames.${row.type}`) })}
              >
                {t('customizer.summary.change')}
              </Link>
            )}
          </li>
        ))}
        {size ? (
          <li className="flex items-center justify-between gap-4 px-5 py-4">
            <div>
              <p className="text-sm text-muted">{t('customizer.stepNames.size')}</p>
              <p className="font-medium">{size}</p>
            </div>
            <Link
              to={computeSizeHref(data.product.id, data.item!.id, 'main')}
              className={buttonClass('secondary', 'sm', 'shrink-0 text-sm')}
              aria-label={t('customizer.summary.changeLabel', { field: t('customizer.stepNames.size') })}
            >
              {t('customizer.summary.change')}
            </Link>
          </li>
        ) : null}
      </ul>
      <div className="mt-6 flex items-baseline justify-between">
        <span className="font-medium">{t('customizer.summaryCard.total')}</span>
        <span className="font-display text-4xl" data-testid="design-total">
          <Money cents={data.totalCents} />
        </span>
      </div>
      <p className="text-right text-xs text-muted">{t('customizer.summaryCard.taxes')}</p>
      <Form method="post" className="mt-6">
        <Button name="intent" value="continueOrder" size="block" busy={busy}>
          {t('customizer.summary.continueOrder')}
        </Button>
      </Form>
      {data.canSave && data.item ? (
        // Moves the design out of the basket into her saved articles; /cart confirms it.
        <Form method="post" action="/cart" className="mt-3 text-center">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="itemId" value={data.item.id} />
          <Button look="quiet" busy={busy} className="text-sm">
            {t('basket.item.saveForLater')}
          </Button>
        </Form>
      ) : null}
    </section>
  )
}
