import { Form } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { SizeActionData, SizeStep } from '../size-flow.server.ts'
import { RequiredMark, SizeScreen } from './size-screen.tsx'

type PersonalStep = Extract<SizeStep, { view: 'personal' }>
type PersonalError = Extract<SizeActionData, { form: 'personal' }>
type PersonalField = 'nombre' | 'apellidos' | 'email' | 'lenguaje'

/** Nombre, apellidos, email and lenguaje, all required (docs/product.md#personal-data); prefilled for signed-in customers. */
export function PersonalDataForm({ size, busy, actionData }: { size: PersonalStep; busy: boolean; actionData?: PersonalError }) {
  const { t } = useTranslation()
  const values = actionData?.input ?? size.prefill
  const errors = actionData?.errors ?? {}
  const message = (name: PersonalField) => {
    const code = errors[name]
    if (!code) return undefined
    return code === 'required' ? t(`sizing.errors.${name}`) : t(`sizing.errors.${code}`)
  }
  const label = (name: PersonalField) => (
    <>
      {t(`sizing.personal.${name}`)}
      <RequiredMark />
    </>
  )
  return (
    <SizeScreen title={t('sizing.personal.title')} intro={<p>{t('sizing.personal.intro')}</p>}>
      <Form method="post" preventScrollReset noValidate className="mt-8 rounded-2xl border border-line bg-white p-5 md:p-8">
        <input type="hidden" name="intent" value="personal" />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="nombre" label={label('nombre')} defaultValue={values.nombre} autoComplete="given-name" required error={message('nombre')} />
          <Field name="apellidos" label={label('apellidos')} defaultValue={values.apellidos} autoComplete="family-name" required error={message('apellidos')} />
          <Field name="email" type="email" label={label('email')} defaultValue={values.email} autoComplete="email" inputMode="email" required error={message('email')} />
          <SelectField name="lenguaje" label={label('lenguaje')} defaultValue={values.lenguaje ?? ''} required error={message('lenguaje')}>
            <option value="" disabled>
              {t('sizing.personal.chooseLanguage')}
            </option>
            <option value="es">{t('sizing.personal.languages.es')}</option>
            <option value="en">{t('sizing.personal.languages.en')}</option>
          </SelectField>
        </div>
        <Button size="block" busy={busy} className="mt-8 md:w-80">
          {t('sizing.personal.submit')}
        </Button>
      </Form>
    </SizeScreen>
  )
}
