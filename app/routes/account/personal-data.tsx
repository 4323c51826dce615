import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/personal-data'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { updatePersonalData } from '#app/modules/accounts/accounts.server.ts'
import { AccountPage } from '#app/modules/accounts/components/account-page.tsx'
import { personalDataSchema } from '#app/modules/accounts/schemas.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Field, Notice, SelectField } from '#app/components/ui/field.tsx'
import { getRequestContext, requireUser } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context)
  return { firstName: user.firstName, lastName: user.lastName, locale: user.locale, email: user.email }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  await requireUser(context)
  const submission = parseSubmission(personalDataSchema, Object.fromEntries(await readForm(request)))
  if (!submission.ok) return data({ saved: false, errors: submission.errors }, { status: 400 })
  const saved = await updatePersonalData(getRequestContext(context).authCaller, submission.data)
  return data({ saved, errors: {} as Record<string, string> }, { status: saved ? 200 : 502 })
}

export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const errors: Record<string, string> = actionData?.errors ?? {}
  const message = (f: string) => (errors[f] ? t(errors[f] === 'tooLong' ? 'common.form.tooLong' : 'common.form.required', { max: 120 }) : undefined)
  return (
    <AccountPage eyebrow={t('accountArea.eyebrow')} title={t('accounts.personal.title')} intro={t('accounts.personal.intro', { email: loaderData.email })}>
      <div className="max-w-xl space-y-4 rounded-2xl border border-line bg-white p-6 md:p-8">
        {actionData?.saved ? <Notice tone="ok" title={t('accounts.personal.saved')} /> : null}
        <Form method="post" noValidate className="space-y-4">
          <Field name="firstName" label={t('accounts.register.firstName')} autoComplete="given-name" required defaultValue={loaderData.firstName} error={message('firstName')} />
          <Field name="lastName" label={t('accounts.register.lastName')} autoComplete="family-name" required defaultValue={loaderData.lastName} error={message('lastName')} />
          <SelectField name="locale" label={t('accounts.personal.locale')} defaultValue={loaderData.locale} error={message('locale')}>
            <option value="es">{t('common.language.es')}</option>
            <option value="en">{t('common.language.en')}</option>
          </SelectField>
          <Button size="block" busy={busy} busyLabel={t('accounts.personal.saving')}>
            {t('accounts.personal.save')}
          </Button>
        </Form>
      </div>
    </AccountPage>
  )
}

export const handle = { i18n: ['accounts', 'accountArea'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accounts.personal.title', path: location.pathname, noindex: true })
}
