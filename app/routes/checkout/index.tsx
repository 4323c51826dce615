import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/index'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { CheckoutFrame } from '#app/modules/checkout/components/checkout-frame.tsx'
import { updateCheckoutDraft } from '#app/modules/checkout/draft.server.ts'
import { toSummaryView } from '#app/modules/checkout/summary-view.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'
import { stepPaths } from '#app/modules/checkout/steps.ts'
import { requireCheckout } from './guard.server.ts'

/** Step 'auth' (docs/product.md#checkout): sign in, register, or continue as a guest. A signed-in customer goes on. */
export async function loader({ context }: Route.LoaderArgs) {
  const state = await requireCheckout(context, 'auth')
  if (state.user) throw redirect(stepPaths.details)
  return data({ summary: toSummaryView(state) }, { headers: privateNoStore })
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = await readForm(request)
  const state = await requireCheckout(context, 'auth')
  if (form.get('intent') !== 'guest') return data({ error: 'invalid' }, { status: 400 })
  await updateCheckoutDraft(state.basketId, { guest: true })
  return redirect(stepPaths.details)
}

export default function CheckoutAuth({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const back = encodeURIComponent('/checkout')
  return (
    <CheckoutFrame step="auth" title={t('checkout.auth.title')} summary={loaderData.summary} signedIn={false} back="/cart">
      <div className="rounded-2xl border border-line bg-white p-6 md:p-8">
        <p className="text-lg text-ink-soft">{t('checkout.auth.intro')}</p>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Link to={`/login?redirectTo=${back}`} className={buttonClass('primary', 'block', 'text-sm tracking-[0.12em]')}>
            {t('checkout.auth.login')}
          </Link>
          <Link to="/register" className={buttonClass('secondary', 'block', 'text-sm tracking-[0.12em]')}>
            {t('checkout.auth.register')}
          </Link>
        </div>
        <div className="mt-8 border-t border-line pt-6">
          <Form method="post">
            <input type="hidden" name="intent" value="guest" />
            <Button look="secondary" size="block" className="text-sm tracking-[0.12em]">
              {t('checkout.auth.guest')}
            </Button>
          </Form>
          <p className="mt-3 text-center text-sm text-muted">{t('checkout.auth.guestHint')}</p>
        </div>
      </div>
    </CheckoutFrame>
  )
}

export const headers = privatePageHeaders

export const handle = { i18n: ['checkout'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'checkout.meta.title', path: location.pathname, noindex: true })
}
