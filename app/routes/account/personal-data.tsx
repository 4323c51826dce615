import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/personal-data'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { updatePersonalData } from '#app/modules/accounts/accounts.server.ts'
import { AuthLayout, Field, Notice } from '#app/modules/accounts/components/auth-layout.tsx'
import { fieldErrors, personalDataSchema } from '#app/modules/accounts/schemas.ts'
import { getRequestContext, requireUser } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { busyButtonProps } from '#app/components/busy.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context)
  return { firstName: user.firstName, lastName: user.lastName, locale: user.locale, email: user.email }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  await requireUser(context)
  const parsed = personalDataSchema.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) return data({ saved: false, errors: fieldErrors(parsed.error) }, { status: 400 })
  const saved = await updatePersonalData(getRequestContext(context).authCaller, parsed.data)
  return data({ saved, errors: {} as Record<string, string> }, { status: saved ? 200 : 502 })
}

export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const errors: Record<string, string> = actionData?.errors ?? {}
  const message = (f: string) => (errors[f] ? t(errors[f] === 'tooLong' ? 'common.form.tooLong' : 'common.form.required', { max: 120 }) : undefined)
  return (
    <AuthLayout title={t('accounts.personal.title')} intro={loaderData.email} footer={null}>
      {actionData?.saved ? <Notice tone="ok" title={t('accounts.personal.saved')} text="" /> : null}
      <Form method="post" noValidate className="space-y-4">
        <Field name="firstName" label={t('accounts.register.firstName')} autoComplete="given-name" defaultValue={loaderData.firstName} error={message('firstName')} />
        <Field name="lastName" label={t('accounts.register.lastName')} autoComplete="family-name" defaultValue={loaderData.lastName} error={message('lastName')} />
        <div>
          <label htmlFor="field-locale" className="block text-sm font-medium">
            {t('accounts.personal.locale')}
          </label>
          <select id="field-locale" name="locale" defaultValue={loaderData.locale} className="mt-1.5 w-full rounded-xl border border-line bg-white px-4 py-3">
            <option value="es">{t('common.language.es')}</option>
            <option value="en">{t('common.language.en')}</option>
          </select>
        </div>
        <button type="submit" {...busyButtonProps(busy)} className="w-full rounded-full bg-ink py-3.5 text-white hover:bg-ink-soft aria-disabled:opacity-60">
          {busy ? t('accounts.personal.saving') : t('accounts.personal.save')}
        </button>
      </Form>
    </AuthLayout>
  )
}

export const handle = { i18n: ['accounts', 'newsletter', 'accountArea'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accounts.personal.title', path: location.pathname, noindex: true })
}
