import { useState } from 'react'
import { Form } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'
import { FieldFrame, controlClass } from '#app/components/ui/field.tsx'
import { INSEAM_LIMITS, parseInseam } from '../inseam.ts'
import { NECK_SIZES, formatNeckSize } from '../neck-sizes.ts'
import type { SizeActionData, SizeStep } from '../size-flow.server.ts'
import type { LengthUnit } from '../units.ts'
import { RequiredMark, SizeScreen } from './size-screen.tsx'
import { useHydrated } from './use-hydrated.ts'

type StandardStep = Extract<SizeStep, { view: 'standard' }>
type StandardError = Extract<SizeActionData, { form: 'standard' }>

/**
 * The standard size "dialog" as a screen of its own: letter sizes with their body measurements and,
 * for collared garments, the neck size in cm or inches; for trousers, the inseam in cm. Switching
 * unit clears the neck size; Continuar waits for a letter (and a neck size or inseam where needed).
 */
export function StandardSizeForm({ size, itemId, busy, actionData }: { size: StandardStep; itemId: string; busy: boolean; actionData?: StandardError }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const initial = actionData?.input ?? { size: size.initial.size, neckUnit: size.initial.unit, neck: size.initial.neck, inseam: size.initial.inseam }
  const [letter, setLetter] = useState(initial.size)
  const [unit, setUnit] = useState<LengthUnit>(initial.neckUnit === 'in' ? 'in' : 'cm')
  const [neck, setNeck] = useState(initial.neck)
  const [inseam, setInseam] = useState(initial.inseam)
  const missing = !letter ? 'hintSize' : size.needsNeck && !neck ? 'hintNeck' : size.needsInseam && !parseInseam(inseam).ok ? 'hintInseam' : null
  const errors = actionData?.errors ?? {}

  return (
    <SizeScreen title={t('sizing.standard.title')} intro={<p>{t('sizing.standard.intro')}</p>} wide>
      <Form method="post" preventScrollReset className="mt-8">
        <input type="hidden" name="intent" value="standard" />
        {/* Used by the unit buttons without JavaScript, which reload this screen as a GET. */}
        <input type="hidden" name="item" value={itemId} />
        <input type="hidden" name="step" value="measurements" />
        <input type="hidden" name="view" value="standard" />

        <fieldset aria-describedby={errors.size ? 'size-error' : undefined}>
          <legend className="font-display text-2xl">{t('sizing.standard.sizeLegend')}</legend>
          <div className="mt-4 grid gap-3 lg:grid-cols-5">
            {size.sizes.map((s) => {
              const checked = letter === s.name
              return (
                <label
                  key={s.id}
                  className={cn(
                    'relative flex cursor-pointer items-center gap-3 rounded-2xl border bg-white p-4 transition-[border-color,box-shadow] has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay lg:flex-col lg:items-stretch lg:gap-0 lg:px-3',
                    checked ? 'border-ink shadow-[0_0_0_1px_var(--color-ink)]' : 'border-line hover:border-ink-soft',
                  )}
                >
                  <input
                    type="radio"
                    name="size"
                    value={s.name}
                    checked={checked}
                    onChange={() => setLetter(s.name)}
                    aria-label={s.name}
                    aria-describedby={`size-${s.id}-description size-${s.id}-measures`}
                    className="sr-only"
                  />
                  <span className="flex w-12 shrink-0 flex-col lg:w-auto">
                    <span className="font-display text-4xl leading-none">{s.name}</span>
                    <span id={`size-${s.id}-description`} className="mt-1 text-xs text-muted">
                      {s.description}
                    </span>
                  </span>
                  <span id={`size-${s.id}-measures`} className="grid flex-1 grid-cols-3 gap-2 text-sm lg:mt-3 lg:block lg:space-y-0.5 lg:text-[0.8125rem]">
                    <Measure label={t('sizing.standard.chest')} value={t('sizing.standard.rangeCm', { range: dash(s.chest) })} />
                    <Measure label={t('sizing.standard.waist')} value={t('sizing.standard.rangeCm', { range: dash(s.waist) })} />
                    <Measure label={t('sizing.standard.hip')} value={t('sizing.standard.rangeCm', { range: dash(s.hip) })} />
                  </span>
                  {checked ? <CheckMark /> : null}
                </label>
              )
            })}
          </div>
          {errors.size ? (
            <p id="size-error" className="mt-2 text-sm text-danger">
              {t(`sizing.errors.${errors.size}`)}
            </p>
          ) : null}
        </fieldset>

        {size.needsNeck ? (
          <fieldset className="mt-10" aria-describedby={['neck-help', errors.neck ? 'neck-error' : ''].filter(Boolean).join(' ')}>
            <legend className="font-display text-2xl">{t('sizing.standard.neckLegend')}</legend>
            <p id="neck-help" className="mt-1 max-w-xl text-sm text-ink-soft">
              {t('sizing.standard.neckHelp')}
            </p>
            <div role="group" aria-label={t('sizing.standard.unitLegend')} className="mt-4 inline-flex rounded-full border border-line bg-white p-1">
              {(['cm', 'in'] as const).map((u) => (
                <button
                  key={u}
                  type="submit"
                  formMethod="get"
                  name="unit"
                  value={u}
                  aria-pressed={unit === u}
                  onClick={(event) => {
                    event.preventDefault()
                    if (u !== unit) {
                      setUnit(u)
                      setNeck('')
                    }
                  }}
                  className={cn('min-w-24 rounded-full px-4 py-2 text-sm', unit === u ? 'bg-ink text-white' : 'hover:bg-cream')}
                >
                  {t(`sizing.units.${u}`)}
                </button>
              ))}
            </div>
            <input type="hidden" name="neckUnit" value={unit} />
            <div className="mt-4 flex flex-wrap gap-2">
              {NECK_SIZES[unit].map((value) => {
                const checked = neck === value
                return (
                  <label
                    key={`${unit}-${value}`}
                    className={cn(
                      'inline-flex min-w-16 cursor-pointer items-center justify-center rounded-full border px-4 py-2.5 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay',
                      checked ? 'border-ink bg-ink text-white' : 'border-line bg-white hover:border-ink',
                    )}
                  >
                    <input type="radio" name="neck" value={value} checked={checked} onChange={() => setNeck(value)} className="sr-only" />
                    <span>
                      {formatNeckSize(value, unit)}
                      <span className="sr-only"> {t(`sizing.units.${unit}`)}</span>
                    </span>
                  </label>
                )
              })}
            </div>
            {errors.neck ? (
              <p id="neck-error" className="mt-2 text-sm text-danger">
                {t(`sizing.errors.${errors.neck}`)}
              </p>
            ) : null}
          </fieldset>
        ) : null}

        {size.needsInseam ? (
          <div className="mt-10 max-w-md">
            <h2 className="font-display text-2xl">{t('sizing.standard.inseamTitle')}</h2>
            <FieldFrame
              name="inseam"
              className="mt-3"
              label={
                <>
                  {t('sizing.standard.inseamLabel')}
                  <RequiredMark />
                </>
              }
              hint={t('sizing.standard.inseamHelp', { min: INSEAM_LIMITS.min, max: INSEAM_LIMITS.max })}
              error={errors.inseam ? t(`sizing.errors.${errors.inseam}`, { min: INSEAM_LIMITS.min, max: INSEAM_LIMITS.max }) : undefined}
            >
              {(control) => (
                <div className="relative">
                  <input
                    name="inseam"
                    value={inseam}
                    onChange={(event) => setInseam(event.target.value)}
                    inputMode="decimal"
                    autoComplete="off"
                    required
                    {...control}
                    className={`${controlClass} pr-14`}
                  />
                  {/* The unit inside the box, as in the estimate's fields; top-1.5 skips the control's top margin. */}
                  <span className="pointer-events-none absolute bottom-0 right-4 top-1.5 flex items-center text-sm text-muted">{t('sizing.units.cm')}</span>
                </div>
              )}
            </FieldFrame>
          </div>
        ) : null}

        <div className="sticky bottom-0 -mx-5 mt-10 border-t border-line bg-paper px-5 py-3 md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
          <Button
            size="block"
            busy={busy}
            disabled={hydrated && missing !== null}
            aria-describedby={missing ? 'standard-hint' : undefined}
            className="transition-colors disabled:cursor-not-allowed disabled:bg-line disabled:text-muted md:w-72"
          >
            {t('sizing.addToBasket')}
          </Button>
          {missing ? (
            <p id="standard-hint" className="mt-2 text-center text-sm text-warn md:text-left">
              {t(`sizing.standard.${missing}`)}
            </p>
          ) : null}
        </div>
      </Form>
    </SizeScreen>
  )
}

/** '86-90' as a range reads '86–90'. */
export const dash = (range: string) => range.replace('-', '–')

function Measure({ label, value }: { label: string; value: string }) {
  return (
    <span className="flex flex-col lg:flex-row lg:justify-between lg:gap-2">
      <span className="text-muted">{label}</span>
      {/* A range never breaks ('96–102 cm' on one line, even on a phone). */}
      <span className="whitespace-nowrap figures">{value}</span>
    </span>
  )
}

function CheckMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="absolute right-3 top-3 size-5 text-ink">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="white" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
