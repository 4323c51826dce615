import { Form } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import type { SizeActionData, SizeStep } from '../size-flow.server.ts'
import { SizeScreen, TextField } from './size-screen.tsx'
import { busyButtonProps } from '#app/components/busy.ts'

type PersonalStep = Extract<SizeStep, { view: 'personal' }>
type PersonalError = Extract<SizeActionData, { form: 'personal' }>

/** Nombre, apellidos, email and lenguaje, all required (docs/product.md#personal-data); prefilled for signed-in customers. */
export function PersonalDataForm({ size, busy, actionData }: { size: PersonalStep; busy: boolean; actionData?: PersonalError }) {
  const { t } = useTranslation()
  const values = actionData?.input ?? size.prefill
  const errors = actionData?.errors ?? {}
  const message = (name: 'nombre' | 'apellidos' | 'email' | 'lenguaje') => {
    const code = errors[name]
    if (!code) return undefined
    return code === 'required' ? t(`sizing.errors.${name}`) : t(`sizing.errors.${code}`)
  }
  return (
    <SizeScreen title={t('sizing.personal.title')} intro={<p>{t('sizing.personal.intro')}</p>}>
      <Form method="post" preventScrollReset noValidate className="mt-8 rounded-2xl border border-line bg-white p-5 md:p-8">
        <input type="hidden" name="intent" value="personal" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="nombre" label={t('sizing.personal.nombre')} defaultValue={values.nombre} autoComplete="given-name" required error={message('nombre')} />
          <TextField name="apellidos" label={t('sizing.personal.apellidos')} defaultValue={values.apellidos} autoComplete="family-name" required error={message('apellidos')} />
          <TextField
            name="email"
            type="email"
            label={t('sizing.personal.email')}
            defaultValue={values.email}
            autoComplete="email"
            inputMode="email"
            required
            error={message('email')}
          />
          <div>
            <label htmlFor="lenguaje" className="block text-sm font-medium">
              {t('sizing.personal.lenguaje')}
              <span aria-hidden="true" className="text-danger">
                {' '}
                *
              </span>
            </label>
            <select
              id="lenguaje"
              name="lenguaje"
              defaultValue={values.lenguaje ?? ''}
              required
              aria-invalid={errors.lenguaje ? true : undefined}
              aria-describedby={errors.lenguaje ? 'lenguaje-error' : undefined}
              className={`mt-1.5 w-full appearance-none rounded-xl border bg-white bg-[url('data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 12 8%22><path d=%22M1 1l5 5 5-5%22 fill=%22none%22 stroke=%22%231f1a17%22 stroke-width=%221.4%22/></svg>')] bg-[length:12px_8px] bg-[right_1rem_center] bg-no-repeat px-4 py-3 ${errors.lenguaje ? 'border-danger' : 'border-line'}`}
            >
              <option value="" disabled>
                {t('sizing.personal.chooseLanguage')}
              </option>
              <option value="es">{t('sizing.personal.languages.es')}</option>
              <option value="en">{t('sizing.personal.languages.en')}</option>
            </select>
            {errors.lenguaje ? (
              <p id="lenguaje-error" className="mt-1 text-sm text-danger">
                {message('lenguaje')}
              </p>
            ) : null}
          </div>
        </div>
        <button type="submit" {...busyButtonProps(busy)} className="mt-8 w-full rounded-full bg-ink py-3.5 text-white hover:bg-ink-soft aria-disabled:opacity-60 md:w-80">
          {t('sizing.personal.submit')}
        </button>
      </Form>
    </SizeScreen>
  )
}
