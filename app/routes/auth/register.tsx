import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/register'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { availableProviders, signUp } from '#app/modules/accounts/accounts.server.ts'
import { AuthLayout } from '#app/modules/accounts/components/auth-layout.tsx'
import { PrivacyNotice } from '#app/components/privacy-notice.tsx'
import { ExternalSignIn } from '#app/modules/accounts/components/external-sign-in.tsx'
import { registerSchema } from '#app/modules/accounts/schemas.ts'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Field, Notice } from '#app/components/ui/field.tsx'
import { isWeakPassword } from '#app/modules/accounts/password-policy.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { NewsletterSection } from '#app/modules/newsletter/components/newsletter-section.tsx'
import type { NewsletterHandle } from '#app/modules/newsletter/result.ts'
import { keepValues, parseSubmission } from '#app/utils/submission.ts'
import { getRequestContext, requireAnonymous } from '#app/request-context.server.ts'

export async function loader({ context }: Route.LoaderArgs) {
  await requireAnonymous(context)
  return { providers: availableProviders(), socialUrl: (await getStoreSettings()).socialUrl }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  await requireAnonymous(context)
  const form = Object.fromEntries(await readForm(request))
  const submission = parseSubmission(registerSchema, form)
  const values = keepValues(form, ['firstName', 'lastName', 'email'])
  if (!submission.ok) return data({ status: 'invalid' as const, errors: submission.errors, values }, { status: 400 })
  const { firstName, lastName, email, password } = submission.data
  if (isWeakPassword(password, [email, firstName, lastName])) {
    return data({ status: 'invalid' as const, errors: { password: 'weak' } as Record<string, string>, values }, { status: 400 })
  }
  const { authCaller, locale } = getRequestContext(context)
  const result = await signUp(authCaller, { ...submission.data, locale })
  // The same answer whether or not the address exists would hide it better, but the spec asks to say so.
  if (!result.ok) return data({ status: result.reason, errors: {}, values }, { status: result.reason === 'exists' ? 409 : result.reason === 'rateLimited' ? 429 : 502 })
  return { status: 'registered' as const, errors: {}, values: { firstName: '', lastName: '', email: '' } }
}

const messages: Record<string, string> = {
  required: 'common.form.required',
  invalidEmail: 'common.form.invalidEmail',
  tooShort: 'accounts.register.tooShort',
  weak: 'accounts.register.weak',
  mismatch: 'accounts.register.mismatch',
  passwordTooLong: 'accounts.register.tooLong',
  tooLong: 'common.form.tooLong',
  controlCharacters: 'common.form.controlCharacters',
}

export default function Register({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const errors: Record<string, string> = actionData?.errors ?? {}
  const message = (field: string) => (errors[field] ? t(messages[errors[field]] ?? 'common.form.required', { max: 128 }) : undefined)
  const status = actionData?.status
  return (
    <>
      <AuthLayout
        title={t('accounts.register.title')}
        intro={t('accounts.register.intro')}
        footer={
          <>
            {t('accounts.register.haveAccount')}{' '}
            <Link to="/login" className="font-medium underline underline-offset-4">
              {t('accounts.register.login')}
            </Link>
          </>
        }
      >
        {status === 'exists' ? <Notice tone="error" title={t('accounts.register.existsTitle')} text={t('accounts.register.existsText')} /> : null}
        {status === 'error' ? <Notice tone="error" title={t('accounts.register.errorTitle')} text={t('accounts.register.errorText')} /> : null}
        {status === 'rateLimited' ? <Notice tone="error" title={t('accounts.register.errorTitle')} text={t('accounts.login.rateLimited')} /> : null}
        {status === 'registered' ? (
          // The message replaces the form (issue 18 item 15): what comes next, not an empty form.
          <>
            <Notice tone="ok" title={t('accounts.register.successTitle')} text={t('accounts.register.successText')} />
            <p className="mt-5 text-sm leading-relaxed text-ink-soft">{t('accounts.register.successNext')}</p>
            <Link to="/collection" className={buttonClass('primary', 'block', 'mt-6')}>
              {t('accounts.register.successCollection')}
            </Link>
          </>
        ) : (
          <>
            <ExternalSignIn providers={loaderData.providers} redirectTo="/" />
            <Form method="post" noValidate className="space-y-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  name="firstName"
                  label={t('accounts.register.firstName')}
                  autoComplete="given-name"
                  required
                  error={message('firstName')}
                  defaultValue={actionData?.values.firstName}
                />
                <Field
                  name="lastName"
                  label={t('accounts.register.lastName')}
                  autoComplete="family-name"
                  required
                  error={message('lastName')}
                  defaultValue={actionData?.values.lastName}
                />
              </div>
              <Field
                name="email"
                type="email"
                label={t('accounts.register.email')}
                autoComplete="email"
                required
                error={message('email')}
                defaultValue={actionData?.values.email}
              />
              <Field name="password" type="password" label={t('accounts.register.password')} autoComplete="new-password" required error={message('password')} />
              <Field name="confirm" type="password" label={t('accounts.register.confirm')} autoComplete="new-password" required error={message('confirm')} />
              <PrivacyNotice place="signup" />
              <Button size="block" busy={busy} busyLabel={t('accounts.register.submitting')}>
                {t('accounts.register.submit')}
              </Button>
            </Form>
          </>
        )}
      </AuthLayout>
      <NewsletterSection socialUrl={loaderData.socialUrl} variant="light" />
    </>
  )
}

export const handle = { i18n: ['accounts'], newsletterBlock: true } satisfies I18nHandle & NewsletterHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accounts.register.metaTitle', path: location.pathname, noindex: true })
}
