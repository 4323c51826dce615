import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { warningRanges, type MeasurementField } from '../fields.ts'
import { formatMeasurement } from '../form-state.ts'
import { computeDisplayValue, type LengthUnit } from '../units.ts'

/**
 * 'Control de medidas': out-of-range values do not block saving but need confirming. It sits inside
 * the measurement form, so 'SÍ, ESTOY SEGURO' submits the form with confirmed=1. Rendered open by
 * the server when it asks for the confirmation (no JavaScript), modal once the page is interactive;
 * Escape is 'NO, VOLVER A COMPROBAR'.
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
  const unitLabel = unit === 'cm' ? t('sizing.units.cm') : t('sizing.units.inShort')
  const show = (cm: number) => formatMeasurement(computeDisplayValue(cm, unit), i18n.language)
  return (
    // Described by all it says (the fields and the question), which the buttons answer.
    <Dialog
      id="ranges"
      title={t('sizing.confirm.title')}
      width="w-[min(92vw,32rem)]"
      onCancel={onRecheck}
      description={
        // One block, so the description's own spacing between paragraphs leaves these margins alone.
        <div>
          <p>{t('sizing.confirm.intro')}</p>
          <ul className="mt-4 divide-y divide-line rounded-xl border border-line text-ink">
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
          <p className="mt-5 font-medium text-ink">{t('sizing.confirm.question')}</p>
        </div>
      }
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button look="secondary" size="sm" name="confirmed" value="0" className="text-sm tracking-wide">
          {t('sizing.confirm.no')}
        </Button>
        <Button size="sm" name="confirmed" value="1" className="text-sm tracking-wide">
          {t('sizing.confirm.yes')}
        </Button>
      </div>
    </Dialog>
  )
}
