import { data, Link } from 'react-router'
import type { Route } from './+types/email-confirmed'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AuthLayout } from '#app/modules/accounts/components/auth-layout.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { getRequestContext } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'

/**
 * Where the confirmation link of a new account lands (issue 18 item 15): better-auth has confirmed
 * the address and signed her in (autoSignInAfterVerification), or sends `?error=` when the link was
 * used or is too old. No guard: a visitor may open it; it says what is true for her.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const failed = new URL(request.url).searchParams.has('error')
  const user = failed ? null : await getRequestContext(context).user()
  const state: 'invalid' | 'signedIn' | 'signedOut' = failed ? 'invalid' : user ? 'signedIn' : 'signedOut'
  return data({ state, name: user ? user.firstName || user.name : null }, { headers: privateNoStore })
}

export default function EmailConfirmed({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { state, name } = loaderData
  if (state === 'invalid') {
    return (
      <AuthLayout title={t('accounts.confirmed.invalidTitle')} intro={t('accounts.confirmed.invalidIntro')} footer={<HelpLink />}>
        <Notice tone="error" title={t('accounts.confirmed.invalidTitle')} text={t('accounts.confirmed.invalidText')} />
        <Link to="/login" className={buttonClass('primary', 'block', 'mt-6')}>
          {t('accounts.confirmed.login')}
        </Link>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout title={t('accounts.confirmed.title')} intro={t('accounts.confirmed.intro')} footer={<HelpLink />}>
      <Notice tone="ok" title={t('accounts.confirmed.title')} text={state === 'signedIn' ? t('accounts.confirmed.signedIn', { name }) : t('accounts.confirmed.signedOut')} />
      {state === 'signedIn' ? (
        <div className="mt-6 grid gap-3">
          <Link to="/collection" className={buttonClass('primary', 'block')}>
            {t('accounts.confirmed.collection')}
          </Link>
          <Link to="/account/orders" className={buttonClass('secondary', 'block')}>
            {t('accounts.confirmed.account')}
          </Link>
        </div>
      ) : (
        <Link to="/login" className={buttonClass('primary', 'block', 'mt-6')}>
          {t('accounts.confirmed.login')}
        </Link>
      )}
    </AuthLayout>
  )
}

function HelpLink() {
  const { t } = useTranslation()
  return (
    <Link to="/contact" className="underline underline-offset-4">
      {t('accounts.confirmed.help')}
    </Link>
  )
}

export const headers: Route.HeadersFunction = privatePageHeaders

export const handle = { i18n: ['accounts'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accounts.confirmed.title', path: location.pathname, noindex: true })
}
