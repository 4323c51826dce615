import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/forgot-password'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { requestPasswordReset } from '#app/modules/accounts/accounts.server.ts'
import { AuthLayout } from '#app/modules/accounts/components/auth-layout.tsx'
import { forgotPasswordSchema } from '#app/modules/accounts/schemas.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Field, Notice } from '#app/components/ui/field.tsx'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { getRequestContext, requireAnonymous } from '#app/request-context.server.ts'

export async function loader({ context }: Route.LoaderArgs) {
  await requireAnonymous(context)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const submission = parseSubmission(forgotPasswordSchema, { email: (await readForm(request)).get('email') ?? '' })
  if (!submission.ok) return data({ sent: false, errors: submission.errors }, { status: 400 })
  await requestPasswordReset(getRequestContext(context).authCaller, submission.data.email)
  return { sent: true, errors: {} as Record<string, string> }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const code = actionData?.errors.email
  const error = code ? t(code === 'invalidEmail' ? 'common.form.invalidEmail' : 'common.form.required') : undefined
  return (
    <AuthLayout
      title={t('accounts.forgot.title')}
      intro={t('accounts.forgot.intro')}
      footer={
        <Link to="/login" className="font-medium underline underline-offset-4">
          {t('accounts.forgot.back')}
        </Link>
      }
    >
      {actionData?.sent ? <Notice tone="ok" title={t('accounts.forgot.sentTitle')} text={t('accounts.forgot.sentText')} /> : null}
      <Form method="post" noValidate className="space-y-4">
        <Field name="email" type="email" label={t('accounts.forgot.email')} autoComplete="email" required error={error} />
        <Button size="block" busy={busy} busyLabel={t('accounts.forgot.submitting')}>
          {t('accounts.forgot.submit')}
        </Button>
      </Form>
    </AuthLayout>
  )
}

export const handle = { i18n: ['accounts'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accounts.forgot.metaTitle', path: location.pathname, noindex: true })
}
