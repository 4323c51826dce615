import { Form } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import type { SizeActionData, SizeStep } from '../size-flow.server.ts'
import type { EstimateParam } from '../size-views.ts'
import { SizeScreen, TextField } from './size-screen.tsx'
import { busyButtonProps } from '#app/components/busy.ts'

type EstimateStep = Extract<SizeStep, { view: 'estimate' }>
type EstimateError = Extract<SizeActionData, { form: 'estimate' }>

const REQUIRED = [
  ['altura', 'cm'],
  ['peso', 'kg'],
] as const
const OPTIONAL = [
  ['edad', 'years'],
  ['busto', 'cm'],
  ['cintura', 'cm'],
  ['cadera', 'cm'],
] as const

/** Height and weight (required), age and bust / waist / hip (optional): the server estimates the rest. */
export function EstimateForm({ size, busy, actionData }: { size: EstimateStep; busy: boolean; actionData?: EstimateError }) {
  const { t } = useTranslation()
  const texts = actionData?.texts ?? size.texts
  const errors = actionData?.errors ?? ('errors' in size ? size.errors : undefined) ?? {}
  const field = ([name, unit]: readonly [EstimateParam, 'cm' | 'kg' | 'years'], required: boolean) => {
    const error = errors[name]
    return (
      <TextField
        key={name}
        name={name}
        label={t(`sizing.estimate.${name}`)}
        defaultValue={texts[name]}
        inputMode="decimal"
        autoComplete="off"
        suffix={t(`sizing.units.${unit}`)}
        required={required}
        error={error ? t(`sizing.errors.${error.code === 'range' ? 'range' : error.code}`, { min: error.min, max: error.max }) : undefined}
      />
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
        <fieldset className="rounded-2xl border border-line bg-white p-5 md:p-6" aria-describedby="estimate-optional-text">
          <legend className="px-1 font-display text-2xl">{t('sizing.estimate.optionalTitle')}</legend>
          <p id="estimate-optional-text" className="text-sm text-ink-soft">
            {t('sizing.estimate.optionalText')}
          </p>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">{OPTIONAL.map((f) => field(f, false))}</div>
        </fieldset>
        <button type="submit" {...busyButtonProps(busy)} className="w-full rounded-full bg-ink py-3.5 text-white hover:bg-ink-soft aria-disabled:opacity-60 md:w-80">
          {t('sizing.estimate.submit')}
        </button>
      </Form>
    </SizeScreen>
  )
}
