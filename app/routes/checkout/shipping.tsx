import { useState } from 'react'
import { data, Form, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/shipping'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { CheckoutFrame, ContinueButton } from '#app/modules/checkout/components/checkout-frame.tsx'
import { updateCheckoutDraft } from '#app/modules/checkout/draft.server.ts'
import { shippingSchema } from '#app/modules/checkout/schemas.ts'
import { toSummaryView } from '#app/modules/checkout/summary-view.ts'
import { Money } from '#app/modules/money/components/money.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import { availableShippingMethods, computeShippingCents } from '#app/modules/orders/totals.ts'
import { formatRange } from '#app/modules/content/format.ts'
import { computeDelivery, computeProductionDays, computeUrgentCents, type DeliveryPromise } from '#app/modules/store/delivery.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { stepPaths } from '#app/modules/checkout/steps.ts'
import { requireCheckout } from './guard.server.ts'

/**
 * Step 'Envío': standard, express or pickup, each with its price for this basket and its delivery
 * window, and urgent production (docs/product.md#delivery). Every window comes from computeDelivery;
 * both sets (with and without urgent production) are sent so the page shows the right one as she ticks it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const state = await requireCheckout(context, 'shipping')
  const { settings } = state
  const garmentsCents = state.items.reduce((sum, i) => sum + i.totalCents, 0)
  const complexities = state.items.map((i) => i.complexity)
  const methods = availableShippingMethods(settings.shipping).map((method) => ({
    method,
    priceCents: computeShippingCents(method, garmentsCents, settings.shipping),
    window: pickWindow(computeDelivery({ complexities }, method, settings)),
    urgentWindow: pickWindow(computeDelivery({ complexities, urgent: true }, method, settings)),
  }))
  const normal = computeProductionDays({ complexities }, settings).days
  const fast = computeProductionDays({ complexities, urgent: true }, settings).days
  return data(
    {
      summary: toSummaryView(state),
      signedIn: state.user !== null,
      methods,
      chosen: state.draft.shippingMethod ?? 'standard',
      freeFromCents: settings.shipping.freeFromCents,
      days: { standard: formatRange(settings.shipping.standardDays), express: formatRange(settings.shipping.expressDays) },
      // Offered only when it really is faster: a surcharge for the same days would be a promise of nothing.
      urgent:
        fast.max < normal.max
          ? {
              chosen: state.draft.urgent ?? false,
              percent: settings.terms.urgentSurchargePercent,
              cents: computeUrgentCents(garmentsCents, settings.terms.urgentSurchargePercent),
              normal: formatRange(normal),
              fast: formatRange(fast),
            }
          : null,
    },
    { headers: privateNoStore },
  )
}

const pickWindow = (d: DeliveryPromise) => ({ minDays: d.minDays, maxDays: d.maxDays })

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = await readForm(request)
  const state = await requireCheckout(context, 'shipping')
  const parsed = parseSubmission(shippingSchema, Object.fromEntries(form))
  if (!parsed.ok || !availableShippingMethods(state.settings.shipping).includes(parsed.data.shippingMethod)) return data({ error: 'required' as const }, { status: 400 })
  const offersUrgent = computeProductionDays({ complexities: state.items.map((i) => i.complexity), urgent: true }, state.settings).kind === 'urgent'
  await updateCheckoutDraft(state.basketId, { shippingMethod: parsed.data.shippingMethod, urgent: offersUrgent && parsed.data.urgent })
  return redirect(stepPaths.payment)
}

export default function CheckoutShipping({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const error = actionData?.error ? t('checkout.shipping.required') : null
  const { urgent } = loaderData
  const [urgentChosen, setUrgentChosen] = useState(urgent?.chosen ?? false)
  return (
    <CheckoutFrame step="shipping" title={t('checkout.shipping.title')} summary={loaderData.summary} signedIn={loaderData.signedIn} back={stepPaths.details}>
      <Form method="post" noValidate className="space-y-6">
        <fieldset className="rounded-2xl border border-line bg-white p-5 md:p-6" aria-describedby={error ? 'shipping-error' : 'shipping-intro'}>
          <legend className="px-1 font-display text-2xl">{t('checkout.shipping.title')}</legend>
          <p id="shipping-intro" className="mt-1 text-sm text-ink-soft">
            {t('checkout.shipping.intro')}
          </p>
          {error ? (
            <p id="shipping-error" role="alert" className="mt-3 text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="mt-4 space-y-3">
            {loaderData.methods.map(({ method, priceCents, window: ordinary, urgentWindow }) => {
              const window = urgentChosen ? urgentWindow : ordinary
              return (
                <label key={method} className="flex cursor-pointer gap-4 rounded-xl border border-line p-4 has-[:checked]:border-ink has-[:checked]:bg-cream/60">
                  <input type="radio" name="shippingMethod" value={method} defaultChecked={loaderData.chosen === method} className="mt-1 size-5 shrink-0 accent-ink" />
                  <span className="flex-1">
                    <span className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-medium">{t(`checkout.shipping.${method}`)}</span>
                      <span>{priceCents === 0 ? t('checkout.shipping.free') : <Money cents={priceCents} />}</span>
                    </span>
                    <span className="mt-1 block text-sm text-ink-soft">
                      {t(method === 'pickup' ? 'checkout.shipping.windowPickup' : 'checkout.shipping.window', { min: window.minDays, max: window.maxDays })}
                    </span>
                    {method === 'standard' && priceCents > 0 ? (
                      <span className="mt-0.5 block text-sm text-muted">
                        {t('checkout.shipping.freeFrom', { amount: formatMoney(loaderData.freeFromCents, i18n.language as Locale) })}
                      </span>
                    ) : null}
                    {method === 'express' ? (
                      <span className="mt-0.5 block text-sm text-muted">
                        {t('checkout.shipping.expressHint', { express: loaderData.days.express, standard: loaderData.days.standard })}
                      </span>
                    ) : null}
                    {method === 'pickup' ? <span className="mt-0.5 block text-sm text-muted">{t('checkout.shipping.pickupHint')}</span> : null}
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
        {urgent ? (
          <fieldset className="rounded-2xl border border-line bg-white p-5 md:p-6">
            <legend className="px-1 font-display text-2xl">{t('checkout.shipping.urgent.title')}</legend>
            <label className="mt-2 flex cursor-pointer gap-4 rounded-xl border border-line p-4 has-[:checked]:border-ink has-[:checked]:bg-cream/60">
              <input
                type="checkbox"
                name="urgent"
                defaultChecked={urgent.chosen}
                onChange={(e) => setUrgentChosen(e.currentTarget.checked)}
                aria-describedby="urgent-hint"
                className="mt-1 size-5 shrink-0 accent-ink"
              />
              <span className="flex-1">
                <span className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{t('checkout.shipping.urgent.label', { percent: urgent.percent })}</span>
                  <span>
                    +<Money cents={urgent.cents} />
                  </span>
                </span>
                <span id="urgent-hint" className="mt-1 block text-sm text-ink-soft">
                  {t('checkout.shipping.urgent.hint', { urgent: urgent.fast, normal: urgent.normal })}
                </span>
              </span>
            </label>
          </fieldset>
        ) : null}
        <ContinueButton busy={busy} />
      </Form>
    </CheckoutFrame>
  )
}

export const headers = privatePageHeaders

export const handle = { i18n: ['checkout'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'checkout.meta.title', path: location.pathname, noindex: true })
}
