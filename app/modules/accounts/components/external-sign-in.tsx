import { Form } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/components/ui/button.tsx'

export type ExternalProvider = 'google' | 'apple' | 'oidc'

/**
 * "Continuar con Google / Apple / …" for the providers this shop has configured, on the sign-in and
 * the sign-up page alike: both post to /login, whose action starts the provider's sign-in (a first
 * sign-in with a provider creates the account, so it is a way to sign up too).
 */
export function ExternalSignIn({ providers, redirectTo }: { providers: readonly ExternalProvider[]; redirectTo: string }) {
  const { t } = useTranslation()
  if (providers.length === 0) return null
  return (
    <Form method="post" action="/login" className="mb-5 space-y-2">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {providers.map((provider) => (
        <Button key={provider} look="secondary" size="block" name="provider" value={provider}>
          {t(`accounts.login.continueWith.${provider}`)}
        </Button>
      ))}
      <p className="pt-2 text-center text-sm text-muted">{t('accounts.login.or')}</p>
    </Form>
  )
}
