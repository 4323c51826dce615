import { Fragment } from 'react'
import { Form } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { FieldFrame, controlClass } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { SizeActionData, SizeStep } from '../size-flow.server.ts'
import { groupEstimateInputs, type EstimateInput } from '../estimate-inputs.ts'
import { EstimateTapeFields } from './estimate-tape-fields.tsx'
import { RequiredMark, SizeScreen } from './size-screen.tsx'

type EstimateStep = Extract<SizeStep, { view: 'estimate' }>
type EstimateError = Extract<SizeActionData, { form: 'estimate' }>

/**
 * Height and weight (required), the garment's tape measurements (optional, with figures), age and the
 * other girths (optional): the server estimates the rest. The form's own fields and their groups are
 * ESTIMATE_INPUTS (estimate-inputs.ts), one row each; the tape fields are the garment's (tape-fields.ts).
 */
export function EstimateForm({ size, busy, actionData }: { size: EstimateStep; busy: boolean; actionData?: EstimateError }) {
  const { t } = useTranslation()
  const texts = actionData?.texts ?? size.texts
  const errors = actionData?.errors ?? ('errors' in size ? size.errors : undefined) ?? {}
  const field = ({ param: name, unit }: EstimateInput, required: boolean) => {
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
        {groupEstimateInputs().map(({ group, inputs }) => {
          const required = group === 'required'
          const textId = required ? undefined : `estimate-${group}-text`
          // A girth the garment asks with the tape (bust, hips) is asked there, not twice.
          const shown = inputs.filter((input) => !(size.tape as readonly string[]).includes(input.param))
          return (
            <Fragment key={group}>
              <fieldset className="rounded-2xl border border-line bg-white p-5 md:p-6" aria-describedby={textId}>
                {/* Inside the card like a heading, as the tape measurements' (estimate-tape-fields.tsx). */}
                <legend className="float-left w-full font-display text-2xl leading-tight">{t(`sizing.estimate.${group}Title`)}</legend>
                {textId ? (
                  <p id={textId} className="clear-left pt-2 text-sm text-ink-soft">
                    {t(`sizing.estimate.${group}Text`)}
                  </p>
                ) : null}
                <div className={required ? 'clear-left grid gap-5 pt-4 sm:grid-cols-2' : 'mt-4 grid gap-5 sm:grid-cols-2'}>{shown.map((input) => field(input, required))}</div>
              </fieldset>
              {required ? <EstimateTapeFields tape={size.tape} texts={texts} errors={errors} /> : null}
            </Fragment>
          )
        })}
        <Button size="block" busy={busy} className="md:w-80">
          {t('sizing.estimate.submit')}
        </Button>
      </Form>
    </SizeScreen>
  )
}
