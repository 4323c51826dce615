import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/login'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { availableProviders, emailConfirmedPath, resendVerification, signIn, startExternalSignIn } from '#app/modules/accounts/accounts.server.ts'
import { AuthLayout } from '#app/modules/accounts/components/auth-layout.tsx'
import { ExternalSignIn } from '#app/modules/accounts/components/external-sign-in.tsx'
import { emailRule, loginSchema } from '#app/modules/accounts/schemas.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Field, Notice } from '#app/components/ui/field.tsx'
import { mergeGuestBasketAtSignIn } from '#app/modules/basket/basket-merge.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { sanitizeRedirect } from '#app/utils/redirect.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { NewsletterSection } from '#app/modules/newsletter/components/newsletter-section.tsx'
import type { NewsletterHandle } from '#app/modules/newsletter/result.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { getRequestContext, requireAnonymous } from '#app/request-context.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  // Confirmation links sent before there was a page for it came back here, signed in.
  if (new URL(request.url).searchParams.has('verified') && (await getRequestContext(context).user())) throw redirect(emailConfirmedPath)
  await requireAnonymous(context)
  return { providers: availableProviders(), socialUrl: (await getStoreSettings()).socialUrl }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  await requireAnonymous(context)
  const { authCaller, guestBasketHash } = getRequestContext(context)
  const form = await readForm(request)
  const email = String(form.get('email') ?? '')
  const provider = form.get('provider')
  if (provider === 'google' || provider === 'apple' || provider === 'oidc') {
    if (!availableProviders().includes(provider)) return data({ status: 'error' as const, errors: {}, email }, { status: 400 })
    const started = await startExternalSignIn(authCaller, provider, sanitizeRedirect(form.get('redirectTo')))
    if (!started.url) return data({ status: 'error' as const, errors: {}, email }, { status: 502 })
    const headers = new Headers()
    for (const c of started.setCookies) headers.append('Set-Cookie', c)
    return redirect(started.url, { headers })
  }
  if (form.get('intent') === 'resend') {
    const parsed = emailRule.safeParse(email)
    const ok = parsed.success && (await resendVerification(authCaller, parsed.data))
    return data({ status: ok ? ('resent' as const) : ('resendError' as const), errors: {}, email }, { status: ok ? 200 : 400 })
  }
  const submission = parseSubmission(loginSchema, Object.fromEntries(form))
  if (!submission.ok) return data({ status: 'invalid' as const, errors: submission.errors, email }, { status: 400 })
  const result = await signIn(authCaller, submission.data)
  if (!result.ok) {
    const status = result.reason === 'invalid' ? 'credentials' : result.reason
    return data({ status, errors: {}, email }, { status: result.reason === 'rateLimited' ? 429 : result.reason === 'error' ? 502 : 400 })
  }
  await mergeGuestBasketAtSignIn(guestBasketHash, result.setCookies)
  const target = new URL(sanitizeRedirect(form.get('redirectTo')), 'http://x')
  target.searchParams.set('session', 'welcome')
  const headers = new Headers()
  for (const c of result.setCookies) headers.append('Set-Cookie', c)
  return redirect(`${target.pathname}${target.search}`, { headers })
}

export default function Login({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const status = actionData?.status
  const errors: Record<string, string> = actionData?.errors ?? {}
  const message = (field: string) => (errors[field] ? t(errors[field] === 'invalidEmail' ? 'common.form.invalidEmail' : 'common.form.required') : undefined)
  return (
    <>
      <AuthLayout
        title={t('accounts.login.title')}
        intro={t('accounts.login.intro')}
        footer={
          <>
            {t('accounts.login.noAccount')}{' '}
            <Link to="/register" className="font-medium underline underline-offset-4">
              {t('accounts.login.register')}
            </Link>
          </>
        }
      >
        {params.get('verified') ? <Notice tone="ok" title={t('accounts.login.verified')} /> : null}
        {params.get('oauthError') ? (
          <Notice
            tone="error"
            title={t(`accounts.login.providerError.${params.get('oauthError') === 'apple' ? 'apple' : params.get('oauthError') === 'google' ? 'google' : 'oidc'}`)}
            text={t('accounts.login.errorText')}
          />
        ) : null}
        {status === 'credentials' ? <Notice tone="error" title={t('accounts.login.invalidTitle')} text={t('accounts.login.invalidText')} /> : null}
        {status === 'rateLimited' ? <Notice tone="error" title={t('accounts.login.errorTitle')} text={t('accounts.login.rateLimited')} /> : null}
        {status === 'error' ? <Notice tone="error" title={t('accounts.login.errorTitle')} text={t('accounts.login.errorText')} /> : null}
        {status === 'resent' ? <Notice tone="ok" title={t('accounts.login.resentTitle')} text={t('accounts.login.resentText')} /> : null}
        {status === 'resendError' ? <Notice tone="error" title={t('accounts.login.resendError')} text={t('accounts.login.errorText')} /> : null}
        {status === 'unverified' ? (
          <Notice tone="error" title={t('accounts.login.errorTitle')} text={t('accounts.login.unverifiedText')}>
            <Form method="post" className="mt-3">
              <input type="hidden" name="email" value={actionData?.email ?? ''} />
              <Button look="secondary" size="sm" name="intent" value="resend" className="text-sm">
                {t('accounts.login.resend')}
              </Button>
            </Form>
          </Notice>
        ) : null}
        <ExternalSignIn providers={loaderData.providers} redirectTo={params.get('redirectTo') ?? '/'} />
        <Form method="post" noValidate className="space-y-4">
          <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? '/'} />
          <Field name="email" type="email" label={t('accounts.login.email')} autoComplete="email" required error={message('email')} defaultValue={actionData?.email} />
          <Field name="password" type="password" label={t('accounts.login.password')} autoComplete="current-password" required error={message('password')} />
          <p className="text-right text-sm">
            <Link to="/forgot-password" className="underline underline-offset-4">
              {t('accounts.login.forgot')}
            </Link>
          </p>
          <Button size="block" busy={busy} busyLabel={t('accounts.login.submitting')}>
            {t('accounts.login.submit')}
          </Button>
        </Form>
      </AuthLayout>
      {/* The spec's newsletter block is on the sign-in and sign-up pages too (docs/product.md#newsletter). */}
      <NewsletterSection socialUrl={loaderData.socialUrl} variant="light" />
    </>
  )
}

export const handle = { i18n: ['accounts'], newsletterBlock: true } satisfies I18nHandle & NewsletterHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accounts.login.metaTitle', path: location.pathname, noindex: true })
}
