import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/password'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { changePassword } from '#app/modules/accounts/accounts.server.ts'
import { AccountPage } from '#app/modules/accounts/components/account-page.tsx'
import { changePasswordSchema } from '#app/modules/accounts/schemas.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Field, Notice } from '#app/components/ui/field.tsx'
import { isWeakPassword } from '#app/modules/accounts/password-policy.server.ts'
import { getRequestContext, requireUser } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'

export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const user = await requireUser(context)
  const submission = parseSubmission(changePasswordSchema, Object.fromEntries(await readForm(request)))
  if (!submission.ok) return data({ status: 'invalid' as const, errors: submission.errors }, { status: 400 })
  const { currentPassword, password } = submission.data
  if (isWeakPassword(password, [user.email, user.firstName, user.lastName])) {
    return data({ status: 'invalid' as const, errors: { password: 'weak' } as Record<string, string> }, { status: 400 })
  }
  const result = await changePassword(getRequestContext(context).authCaller, { currentPassword, newPassword: password })
  if (!result.ok) return data({ status: result.reason, errors: {} as Record<string, string> }, { status: result.reason === 'rateLimited' ? 429 : 400 })
  // Post/redirect/get with the new session cookie: the page is then loaded with it. Answering the
  // post directly would run this page's loader with the old, just-revoked cookie, which signs her
  // out here when the browser has no JavaScript.
  const headers = new Headers()
  for (const c of result.setCookies) headers.append('Set-Cookie', c)
  return redirect('/account/password?changed=1', { headers })
}

const messages: Record<string, string> = {
  required: 'common.form.required',
  tooShort: 'accounts.register.tooShort',
  weak: 'accounts.register.weak',
  mismatch: 'accounts.register.mismatch',
  passwordTooLong: 'accounts.register.tooLong',
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const [params] = useSearchParams()
  const changed = !actionData && params.get('changed') === '1'
  const errors: Record<string, string> = actionData?.errors ?? {}
  const message = (f: string) => (errors[f] ? t(messages[errors[f]] ?? 'common.form.required') : undefined)
  return (
    <AccountPage eyebrow={t('accountArea.eyebrow')} title={t('accounts.password.title')} intro={t('accounts.password.intro')}>
      <div className="max-w-xl space-y-4 rounded-2xl border border-line bg-white p-6 md:p-8">
        {changed ? <Notice tone="ok" title={t('accounts.password.changed')} /> : null}
        {actionData?.status === 'wrongPassword' ? <Notice tone="error" title={t('accounts.password.wrong')} /> : null}
        <Form method="post" noValidate className="space-y-4" key={changed ? 'done' : 'form'}>
          <Field name="currentPassword" type="password" label={t('accounts.password.current')} autoComplete="current-password" required error={message('currentPassword')} />
          <Field name="password" type="password" label={t('accounts.reset.password')} autoComplete="new-password" required error={message('password')} />
          <Field name="confirm" type="password" label={t('accounts.reset.confirm')} autoComplete="new-password" required error={message('confirm')} />
          <Button size="block" busy={busy} busyLabel={t('accounts.reset.submitting')}>
            {t('accounts.password.submit')}
          </Button>
        </Form>
      </div>
    </AccountPage>
  )
}

export const handle = { i18n: ['accounts', 'accountArea'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accounts.password.title', path: location.pathname, noindex: true })
}
