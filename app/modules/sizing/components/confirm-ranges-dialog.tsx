import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { warningRanges, type MeasurementField } from '../fields.ts'
import { formatMeasurement } from '../form-state.ts'
import { computeDisplayValue, type LengthUnit } from '../units.ts'

/**
 * 'Control de medidas': out-of-range values do not block saving but need confirming. It sits inside
 * the measurement form, so 'SÍ, ESTOY SEGURO' submits the form with confirmed=1. Rendered open by
 * the server when it asks for the confirmation (no JavaScript), modal once the page is interactive.
 */
export function ConfirmRangesDialog({
  fields,
  texts,
  unit,
  onRecheck,
}: {
  fields: MeasurementField[]
  texts: Record<MeasurementField, string>
  unit: LengthUnit
  onRecheck: () => void
}) {
  const { t, i18n } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.matches(':modal')) {
      dialog.close()
      dialog.showModal()
    }
  }, [])
  const unitLabel = unit === 'cm' ? t('sizing.units.cm') : t('sizing.units.inShort')
  const show = (cm: number) => formatMeasurement(computeDisplayValue(cm, unit), i18n.language)
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="ranges-title"
      aria-describedby="ranges-question"
      className="fixed inset-0 z-50 m-auto max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-ink/50 md:p-8"
      onCancel={(event) => {
        event.preventDefault()
        onRecheck()
      }}
    >
      <h2 id="ranges-title" className="font-display text-3xl">
        {t('sizing.confirm.title')}
      </h2>
      <p className="mt-3 text-ink-soft">{t('sizing.confirm.intro')}</p>
      <ul className="mt-4 divide-y divide-line rounded-xl border border-line">
        {fields.map((field) => (
          <li key={field} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <span className="font-medium">{t(`sizing.fields.${field}`)}</span>
            <span className="text-sm">
              <span className="font-medium">
                {texts[field]} {unitLabel}
              </span>{' '}
              <span className="text-muted">({t('sizing.confirm.usual', { min: show(warningRanges[field].min), max: show(warningRanges[field].max), unit: unitLabel })})</span>
            </span>
          </li>
        ))}
      </ul>
      <p id="ranges-question" className="mt-5 font-medium">
        {t('sizing.confirm.question')}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="submit" name="confirmed" value="0" className="rounded-full border border-ink px-5 py-3 text-sm tracking-wide hover:bg-cream">
          {t('sizing.confirm.no')}
        </button>
        <button type="submit" name="confirmed" value="1" className="rounded-full bg-ink px-5 py-3 text-sm tracking-wide text-white hover:bg-ink-soft">
          {t('sizing.confirm.yes')}
        </button>
      </div>
    </dialog>
  )
}
