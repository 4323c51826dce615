import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/forgot-password'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { requestPasswordReset } from '#app/modules/accounts/accounts.server.ts'
import { AuthLayout, Field, Notice } from '#app/modules/accounts/components/auth-layout.tsx'
import { emailRule } from '#app/modules/accounts/schemas.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { busyButtonProps } from '#app/components/busy.ts'
import { getRequestContext, requireAnonymous } from '#app/request-context.server.ts'

export async function loader({ context }: Route.LoaderArgs) {
  await requireAnonymous(context)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const parsed = emailRule.safeParse((await readForm(request)).get('email') ?? '')
  if (!parsed.success) return data({ sent: false, error: parsed.error.issues[0]?.message ?? 'required' }, { status: 400 })
  await requestPasswordReset(getRequestContext(context).authCaller, parsed.data)
  return { sent: true, error: null }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const error = actionData?.error ? t(actionData.error === 'invalidEmail' ? 'common.form.invalidEmail' : 'common.form.required') : undefined
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
        <Field name="email" type="email" label={t('accounts.forgot.email')} autoComplete="email" error={error} />
        <button type="submit" {...busyButtonProps(busy)} className="w-full rounded-full bg-ink py-3.5 text-white hover:bg-ink-soft aria-disabled:opacity-60">
          {busy ? t('accounts.forgot.submitting') : t('accounts.forgot.submit')}
        </button>
      </Form>
    </AuthLayout>
  )
}

export const handle = { i18n: ['accounts', 'newsletter'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accounts.forgot.metaTitle', path: location.pathname, noindex: true })
}
