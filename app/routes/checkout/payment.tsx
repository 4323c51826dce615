import { data, Form, redirect, useNavigation } from 'react-router'
import { z } from '#app/utils/zod.ts'
import type { Route } from './+types/payment'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field, Notice } from '#app/components/ui/field.tsx'
import { PaymentMethodOptions } from '#app/modules/checkout/components/payment-methods.tsx'
import { CheckoutFrame } from '#app/modules/checkout/components/checkout-frame.tsx'
import { updateCheckoutDraft } from '#app/modules/checkout/draft.server.ts'
import { giftCodeSchema } from '#app/modules/checkout/schemas.ts'
import { toSummaryView } from '#app/modules/checkout/summary-view.ts'
import { findGiftCardByCode, isVoidedGiftCode } from '#app/modules/giftcards/giftcards.server.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { consumeThrottle } from '#app/modules/throttle/throttle.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { paymentMethodsOffered } from '#app/utils/env.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { stepPaths } from '#app/modules/checkout/steps.ts'
import { requireCheckout } from './guard.server.ts'

/** Step 'Pago': card (Stripe) or the test card, bank transfer, and a gift card's balance against the total. */
export async function loader({ context }: Route.LoaderArgs) {
  const state = await requireCheckout(context, 'payment')
  const methods = paymentMethodsOffered()
  return data(
    {
      summary: toSummaryView(state),
      signedIn: state.user !== null,
      methods,
      chosen: state.draft.paymentMethod && methods.includes(state.draft.paymentMethod) ? state.draft.paymentMethod : methods[0],
      giftCard: state.giftCard,
      coveredByGiftCard: state.totals.totalCents === 0,
      transferDays: state.settings.holds.transferDays,
    },
    { headers: privateNoStore },
  )
}

const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('continue'), paymentMethod: z.string().max(20).optional() }),
  z.object({ intent: z.literal('applyGiftCard'), code: z.string().max(100) }),
  z.object({ intent: z.literal('removeGiftCard') }),
])

/** Gift-card codes tried per client address per hour: enough for typos, far too few to guess 79 bits (docs/security.md). */
const GIFT_CODE_TRIES_PER_HOUR = 20

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = await readForm(request)
  const state = await requireCheckout(context, 'payment')
  const parsed = intents.safeParse(Object.fromEntries(form))
  if (!parsed.success) return data({ error: 'invalid' as const }, { status: 400 })
  const intent = parsed.data
  if (intent.intent === 'removeGiftCard') {
    await updateCheckoutDraft(state.basketId, { giftCardId: undefined })
    return redirect(stepPaths.payment)
  }
  if (intent.intent === 'applyGiftCard') {
    const code = giftCodeSchema.safeParse(intent.code)
    if (!code.success) return data({ error: 'invalidCode' as const }, { status: 400 })
    const tries = await consumeThrottle(`gift-code:client:${getRequestContext(context).clientAddress}`, { limit: GIFT_CODE_TRIES_PER_HOUR, windowSeconds: 3600 })
    if (!tries.ok) return data({ error: 'notFound' as const }, { status: 429 })
    const card = await findGiftCardByCode(code.data)
    if (!card) return data({ error: (await isVoidedGiftCode(code.data)) ? ('voided' as const) : ('notFound' as const) }, { status: 400 })
    if (card.balanceCents <= 0) return data({ error: 'empty' as const }, { status: 400 })
    await updateCheckoutDraft(state.basketId, { giftCardId: card.id })
    return redirect(stepPaths.payment)
  }
  const methods = paymentMethodsOffered()
  const method = methods.find((m) => m === intent.paymentMethod)
  if (!method && state.totals.totalCents > 0) return data({ error: 'required' as const }, { status: 400 })
  await updateCheckoutDraft(state.basketId, { paymentMethod: method ?? 'transfer' })
  return redirect(stepPaths.review)
}

export default function CheckoutPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const navigation = useNavigation()
  const submitting = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const error = actionData?.error
  const { giftCard } = loaderData
  return (
    <CheckoutFrame step="payment" title={t('checkout.payment.title')} summary={loaderData.summary} signedIn={loaderData.signedIn} back={stepPaths.shipping}>
      <div className="space-y-6">
        <section aria-labelledby="gift-card-title" className="rounded-2xl border border-line bg-white p-5 md:p-6">
          <h2 id="gift-card-title" className="font-display text-2xl">
            {t('checkout.payment.giftCard.title')}
          </h2>
          {giftCard ? (
            <Form method="post" className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <p role="status" className="text-ok">
                {t('checkout.payment.giftCard.applied', { last4: giftCard.last4, amount: formatMoney(giftCard.balanceCents, i18n.language as Locale) })}
              </p>
              <input type="hidden" name="intent" value="removeGiftCard" />
              <Button look="quiet" className="text-sm">
                {t('checkout.payment.giftCard.remove')}
              </Button>
            </Form>
          ) : (
            <Form method="post" noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
              <input type="hidden" name="intent" value="applyGiftCard" />
              <Field
                name="code"
                label={t('checkout.payment.giftCard.code')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="flex-1"
                error={error === 'invalidCode' || error === 'notFound' || error === 'empty' || error === 'voided' ? t(`checkout.payment.giftCard.${error}`) : undefined}
              />
              <Button look="secondary" busy={submitting('applyGiftCard')} className="sm:mt-7">
                {t('checkout.payment.giftCard.apply')}
              </Button>
            </Form>
          )}
        </section>

        <Form method="post" noValidate className="space-y-6">
          <input type="hidden" name="intent" value="continue" />
          {loaderData.coveredByGiftCard ? (
            <Notice tone="ok" title={t('checkout.payment.giftCard.coversAll')} className="mb-0" />
          ) : (
            <fieldset className="rounded-2xl border border-line bg-white p-5 md:p-6" aria-describedby="payment-intro">
              <legend className="px-1 font-display text-2xl">{t('checkout.payment.title')}</legend>
              <p id="payment-intro" className="mt-1 text-sm text-ink-soft">
                {t('checkout.payment.intro')}
              </p>
              {error === 'required' ? (
                <p role="alert" className="mt-3 text-sm text-danger">
                  {t('checkout.payment.required')}
                </p>
              ) : null}
              <PaymentMethodOptions methods={loaderData.methods} chosen={loaderData.chosen} transferHint={t('checkout.payment.transferHint', { days: loaderData.transferDays })} />
            </fieldset>
          )}
          <Button size="block" busy={submitting('continue')} busyLabel={t('checkout.saving')} className="text-sm tracking-[0.12em]">
            {t('checkout.continue')}
          </Button>
        </Form>
      </div>
    </CheckoutFrame>
  )
}

export const headers = privatePageHeaders

export const handle = { i18n: ['checkout'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'checkout.meta.title', path: location.pathname, noindex: true })
}
