import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'
import type { MeasurementField as Field, MeasurementStatus } from '../fields.ts'
import { formatMeasurement } from '../form-state.ts'
import { computeDisplayValue, type LengthUnit } from '../units.ts'
import { MeasureFigure } from './measure-figure.tsx'
import { RequiredMark } from './size-screen.tsx'

/**
 * Yellow when it needs a second look, green when fine (docs/product.md#the-22-measurements); empty is
 * neutral until she has tried to save or left the field, then red with its message (issue 18 item 13).
 */
const BORDER: Record<MeasurementStatus, string> = {
  empty: 'border-line',
  warning: 'border-[#c99700] bg-[#fffaeb]',
  valid: 'border-ok',
}

/**
 * One of the 22 fields: its drawing, label, input in the chosen unit, how-to text and, for an estimate, its likely range.
 * Its own markup rather than the kit's FieldFrame: a three-state border, and a warning and a range that
 * describe the input without making it invalid (FieldFrame describes with a hint and an error only).
 */
export function MeasurementFieldCard(props: {
  field: Field
  text: string
  unit: LengthUnit
  status: MeasurementStatus
  error?: string
  range?: { p10: number; p90: number }
  /** The estimate leaves this one for her to measure (estimate.ts ASKED_FIELDS). */
  asked?: boolean
  onChange: (text: string) => void
  onBlur: () => void
}) {
  const { t, i18n } = useTranslation()
  const { field, unit, status, error, range, asked } = props
  const show = (cm: number) => formatMeasurement(computeDisplayValue(cm, unit), i18n.language)
  const unitLabel = unit === 'cm' ? t('sizing.units.cm') : t('sizing.units.inShort')
  const describedBy = [`${field}-how`, range || asked ? `${field}-range` : null, error || status === 'warning' ? `${field}-status` : null].filter(Boolean).join(' ')
  return (
    <div className="flex gap-4 rounded-2xl border border-line bg-white p-4" data-status={status}>
      <MeasureFigure field={field} className="h-28 w-14 shrink-0" />
      <div className="min-w-0 flex-1">
        <label htmlFor={`m-${field}`} className="block font-medium leading-snug">
          {t(`sizing.fields.${field}`)}
          <RequiredMark />
        </label>
        <div className="relative mt-2">
          <input
            id={`m-${field}`}
            name={field}
            value={props.text}
            onChange={(event) => props.onChange(event.target.value)}
            onBlur={props.onBlur}
            inputMode="decimal"
            autoComplete="off"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={cn('w-full rounded-xl border-2 px-3 py-2.5 pr-12 text-lg tabular-nums outline-offset-2', error ? 'border-danger/70' : BORDER[status])}
          />
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted">{unitLabel}</span>
        </div>
        {range ? (
          <p id={`${field}-range`} className="mt-1.5 text-xs font-medium text-olive">
            {t('sizing.review.range', { min: show(range.p10), max: show(range.p90), unit: unitLabel })}
          </p>
        ) : asked ? (
          <p id={`${field}-range`} className="mt-1.5 text-xs font-medium text-clay">
            {t('sizing.review.asked')}
          </p>
        ) : null}
        {error ? (
          <p id={`${field}-status`} className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        ) : status === 'warning' ? (
          <p id={`${field}-status`} className="mt-1.5 text-sm text-warn">
            {t('sizing.form.status.warning')}
          </p>
        ) : null}
        <p id={`${field}-how`} className="mt-1.5 text-xs leading-relaxed text-muted">
          {t(`sizing.howTo.${field}`)}
        </p>
      </div>
    </div>
  )
}
