import { Form } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { FieldFrame, controlClass } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { SizeActionData, SizeStep } from '../size-flow.server.ts'
import type { EstimateParam } from '../size-views.ts'
import { EstimateTapeFields } from './estimate-tape-fields.tsx'
import { RequiredMark, SizeScreen } from './size-screen.tsx'

type EstimateStep = Extract<SizeStep, { view: 'estimate' }>
type EstimateError = Extract<SizeActionData, { form: 'estimate' }>

const REQUIRED = [
  ['altura', 'cm'],
  ['peso', 'kg'],
] as const
const OPTIONAL = [
  ['edad', 'years'],
  ['busto', 'cm'],
  ['abdomen', 'cm'],
  ['cadera', 'cm'],
] as const

/**
 * Height and weight (required), the garment's tape measurements (optional, with figures), age and the
 * other girths (optional): the server estimates the rest.
 */
export function EstimateForm({ size, busy, actionData }: { size: EstimateStep; busy: boolean; actionData?: EstimateError }) {
  const { t } = useTranslation()
  const texts = actionData?.texts ?? size.texts
  const errors = actionData?.errors ?? ('errors' in size ? size.errors : undefined) ?? {}
  const field = ([name, unit]: readonly [EstimateParam, 'cm' | 'kg' | 'years'], required: boolean) => {
    const error = errors[name]
    return (
      <FieldFrame
        key={name}
        name={name}
        label={
          <>
            {t(`sizing.estimate.${name}`)}
            {required ? <RequiredMark /> : null}
          </>
        }
        error={error ? t(`sizing.errors.${error.code === 'range' ? 'range' : error.code}`, { min: error.min, max: error.max }) : undefined}
      >
        {(control) => (
          <div className="relative">
            <input name={name} defaultValue={texts[name]} inputMode="decimal" autoComplete="off" required={required} {...control} className={`${controlClass} pr-14`} />
            {/* The unit inside the box, on the right; top-1.5 skips the control's top margin. */}
            <span className="pointer-events-none absolute bottom-0 right-4 top-1.5 flex items-center text-sm text-muted">{t(`sizing.units.${unit}`)}</span>
          </div>
        )}
      </FieldFrame>
    )
  }
  return (
    <SizeScreen title={t('sizing.estimate.title')} intro={<p>{t('sizing.estimate.intro')}</p>}>
      <Form method="post" preventScrollReset className="mt-8 space-y-8" noValidate>
        <input type="hidden" name="intent" value="estimate" />
        <fieldset className="rounded-2xl border border-line bg-white p-5 md:p-6">
          <legend className="px-1 font-display text-2xl">{t('sizing.estimate.requiredTitle')}</legend>
          <div className="mt-2 grid gap-5 sm:grid-cols-2">{REQUIRED.map((f) => field(f, true))}</div>
        </fieldset>
        <EstimateTapeFields tape={size.tape} texts={texts} errors={errors} />
        <fieldset className="rounded-2xl border border-line bg-white p-5 md:p-6" aria-describedby="estimate-optional-text">
          <legend className="px-1 font-display text-2xl">{t('sizing.estimate.optionalTitle')}</legend>
          <p id="estimate-optional-text" className="text-sm text-ink-soft">
            {t('sizing.estimate.optionalText')}
          </p>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">{OPTIONAL.filter(([name]) => !(size.tape as readonly string[]).includes(name)).map((f) => field(f, false))}</div>
        </fieldset>
        <Button size="block" busy={busy} className="md:w-80">
          {t('sizing.estimate.submit')}
        </Button>
      </Form>
    </SizeScreen>
  )
}
