import type { ReactNode } from 'react'
import { FieldFrame, controlClass } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { TAPE_PARAMS, type TapeParam } from '../tape-fields.ts'
import { MeasureFigure } from './measure-figure.tsx'

type TapeError = { code: 'required' | 'notNumber' | 'range'; min: number; max: number }

/**
 * The estimate's optional tape measurements for the garment she is designing (issue 35 item 5):
 * the two to four its pattern depends on most, each with its figure and how to take it. What she
 * measures is used exactly; the rest is estimated from it (estimate-keys.ts).
 */
export function EstimateTapeFields({
  tape,
  texts,
  errors,
}: {
  tape: readonly TapeParam[]
  texts: Partial<Record<TapeParam, string>>
  errors: Partial<Record<TapeParam, TapeError>>
}): ReactNode {
  const { t } = useTranslation()
  if (tape.length === 0) return null
  return (
    <fieldset className="rounded-2xl border border-line bg-white p-5 md:p-6" aria-describedby="estimate-tape-text">
      {/* Floated, the legend sits inside the card like a heading: a long title wraps on a phone instead of crossing the border. */}
      <legend className="float-left w-full font-display text-2xl leading-tight">{t('sizing.estimate.tapeTitle')}</legend>
      <p id="estimate-tape-text" className="clear-left pt-2 text-sm text-ink-soft">
        {t('sizing.estimate.tapeText')}
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {tape.map((param) => {
          const field = TAPE_PARAMS[param]
          const error = errors[param]
          return (
            <div key={param} className="flex gap-4 rounded-2xl border border-line bg-cream/40 p-4">
              <MeasureFigure field={field} className="h-28 w-14 shrink-0" />
              <FieldFrame
                name={param}
                className="min-w-0 flex-1"
                label={t(`sizing.fields.${field}`)}
                hint={t(`sizing.howTo.${field}`)}
                error={error ? t(`sizing.errors.${error.code === 'range' ? 'range' : error.code}`, { min: error.min, max: error.max }) : undefined}
              >
                {(control) => (
                  <div className="relative">
                    <input name={param} defaultValue={texts[param]} inputMode="decimal" autoComplete="off" {...control} className={`${controlClass} pr-14`} />
                    <span className="pointer-events-none absolute bottom-0 right-4 top-1.5 flex items-center text-sm text-muted">{t('sizing.units.cm')}</span>
                  </div>
                )}
              </FieldFrame>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
