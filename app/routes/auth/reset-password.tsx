import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/reset-password'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { resetPassword } from '#app/modules/accounts/accounts.server.ts'
import { mergeGuestBasketAtSignIn } from '#app/modules/basket/basket-merge.server.ts'
import { AuthLayout } from '#app/modules/accounts/components/auth-layout.tsx'
import { resetSchema } from '#app/modules/accounts/schemas.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Field, Notice } from '#app/components/ui/field.tsx'
import { isWeakPassword } from '#app/modules/accounts/password-policy.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { getRequestContext } from '#app/request-context.server.ts'

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const submission = parseSubmission(resetSchema, Object.fromEntries(await readForm(request)))
  if (!submission.ok) return data({ errors: submission.errors, invalid: false }, { status: 400 })
  const { token, password } = submission.data
  if (isWeakPassword(password)) return data({ errors: { password: 'weak' } as Record<string, string>, invalid: false }, { status: 400 })
  const { authCaller, guestBasketHash } = getRequestContext(context)
  const result = await resetPassword(authCaller, token, password)
  if (!result.ok) return data({ errors: {}, invalid: true }, { status: 400 })
  await mergeGuestBasketAtSignIn(guestBasketHash, result.setCookies)
  const headers = new Headers()
  for (const c of result.setCookies) headers.append('Set-Cookie', c)
  // 'Contraseña cambiada', and she is signed in (issue 18 item 15).
  return redirect('/?session=passwordReset', { headers })
}

const messages: Record<string, string> = {
  required: 'common.form.required',
  tooShort: 'accounts.register.tooShort',
  weak: 'accounts.register.weak',
  mismatch: 'accounts.register.mismatch',
  passwordTooLong: 'accounts.register.tooLong',
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const token = params.get('token')
  const invalid = !token || params.get('error') === 'INVALID_TOKEN' || actionData?.invalid
  const errors: Record<string, string> = actionData?.errors ?? {}
  const message = (field: string) => (errors[field] ? t(messages[errors[field]] ?? 'common.form.required') : undefined)
  return (
    <AuthLayout
      title={t('accounts.reset.title')}
      intro={t('accounts.reset.intro')}
      footer={
        <Link to="/forgot-password" className="font-medium underline underline-offset-4">
          {t('accounts.reset.again')}
        </Link>
      }
    >
      {invalid ? (
        <Notice tone="error" title={t('accounts.reset.invalidTitle')} text={t('accounts.reset.invalidText')} />
      ) : (
        <Form method="post" noValidate className="space-y-4">
          <input type="hidden" name="token" value={token ?? ''} />
          <Field name="password" type="password" label={t('accounts.reset.password')} autoComplete="new-password" required error={message('password')} />
          <Field name="confirm" type="password" label={t('accounts.reset.confirm')} autoComplete="new-password" required error={message('confirm')} />
          <Button size="block" busy={busy} busyLabel={t('accounts.reset.submitting')}>
            {t('accounts.reset.submit')}
          </Button>
        </Form>
      )}
    </AuthLayout>
  )
}

export const handle = { i18n: ['accounts'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accounts.reset.metaTitle', path: location.pathname, noindex: true })
}
