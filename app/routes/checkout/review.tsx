import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { z } from '#app/utils/zod.ts'
import type { Route } from './+types/review'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { Trans, useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { CheckoutFrame } from '#app/modules/checkout/components/checkout-frame.tsx'
import { afterPlacing } from '#app/modules/checkout/after-placing.server.ts'
import { HoldRefusalNotice } from '#app/modules/checkout/components/hold-refusal.tsx'
import { toHoldRefusal } from '#app/modules/checkout/hold-limits.server.ts'
import { computeIdempotencyKey, findPlacedAttempt, placeOrder } from '#app/modules/checkout/place-order.server.ts'
import { toSummaryView } from '#app/modules/checkout/summary-view.ts'
import { consumeThrottle } from '#app/modules/throttle/throttle.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { paymentMethodsOffered } from '#app/utils/env.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { stepPaths } from '#app/modules/checkout/steps.ts'
import { requireCheckout } from './guard.server.ts'

/** Step 'Revisión': everything she chose, each with a way back to change it, and 'REALIZAR PEDIDO'. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const state = await requireCheckout(context, 'review')
  const c = state.draft.contact!
  const refused = new URL(request.url).searchParams.get('refused')
  return data(
    {
      summary: toSummaryView(state),
      signedIn: state.user !== null,
      contact: { fullName: c.fullName, email: c.email, phone: c.phone },
      address: [c.street, `${c.postalCode} ${c.city}`, `${c.province}, ${c.country}`],
      isGift: c.isGift,
      dedication: c.dedication,
      shippingMethod: state.draft.shippingMethod!,
      urgent: state.draft.urgent ?? false,
      paymentMethod: state.totals.totalCents === 0 ? ('gift_card' as const) : (state.draft.paymentMethod ?? 'transfer'),
      // One key per visit of this page: the order placed from it is keyed by it, so a second press places nothing more.
      attempt: crypto.randomUUID(),
      refused: refused === 'giftCard' ? ('giftCard' as const) : null,
    },
    { headers: privateNoStore },
  )
}

const placeSchema = z.object({ attempt: z.string().uuid() })

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = await readForm(request)
  const parsed = placeSchema.safeParse(Object.fromEntries(form))
  const { locale, basketOwner, clientAddress } = getRequestContext(context)
  // This form's order is placed (and her basket emptied): a second press, or her retry after a lost answer, goes to it.
  const placed = parsed.success ? await findPlacedAttempt(await basketOwner(), parsed.data.attempt) : null
  if (placed) return redirect(await afterPlacing(placed, placed.paymentMethod))
  const state = await requireCheckout(context, 'review')
  if (!parsed.success) return data({ error: 'invalid' as const }, { status: 400 })
  // Orders placed per client address an hour (store settings; docs/security.md): counted before placing, refused or not.
  const rate = await consumeThrottle(`place-order:client:${clientAddress}`, { limit: state.settings.holds.placementsPerHour, windowSeconds: 3600 })
  if (!rate.ok) return data({ error: 'tooMany' as const, retryAfterMinutes: Math.ceil(rate.retryAfterSeconds / 60) }, { status: 429 })
  const contact = state.draft.contact!
  const offered = paymentMethodsOffered()
  const paymentMethod = state.draft.paymentMethod && offered.includes(state.draft.paymentMethod) ? state.draft.paymentMethod : 'transfer'
  const result = await placeOrder({
    basketId: state.basketId,
    userId: state.user?.id ?? null,
    email: contact.email,
    clientAddress,
    locale,
    contact: { fullName: contact.fullName, phone: contact.phone, prefs: contact.prefs },
    address: { street: contact.street, postalCode: contact.postalCode, city: contact.city, province: contact.province, country: contact.country },
    isGift: contact.isGift,
    dedication: contact.dedication,
    shippingMethod: state.draft.shippingMethod!,
    urgent: state.draft.urgent ?? false,
    paymentMethod,
    giftCardId: state.draft.giftCardId ?? null,
    idempotencyKey: computeIdempotencyKey(state.basketId, parsed.data.attempt),
    settings: state.settings,
  })
  if (!result.ok) {
    // What she holds unpaid is at its limit: said next to the button, with her orders to pay or cancel; nothing written.
    if (result.reason === 'holdLimit') return data(toHoldRefusal(result.limit, result.pending, state.settings), { status: 409 })
    if (result.reason === 'giftCard') return redirect(`${stepPaths.review}?refused=giftCard`)
    if (result.reason === 'fabricTaken') return redirect('/cart?taken=1')
    return redirect('/cart?checkout=1')
  }
  return redirect(await afterPlacing(result, paymentMethod))
}

export default function CheckoutReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const d = loaderData
  const section = (title: string, to: string, body: React.ReactNode) => (
    <section className="flex gap-4 border-b border-line py-4 last:border-0">
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-medium uppercase tracking-[0.12em] text-muted">{title}</h2>
        <div className="mt-1 text-ink-soft">{body}</div>
      </div>
      <Link to={to} className="self-start text-sm underline underline-offset-4" aria-label={`${t('checkout.edit')}: ${title}`}>
        {t('checkout.edit')}
      </Link>
    </section>
  )
  return (
    <CheckoutFrame step="review" title={t('checkout.review.title')} summary={d.summary} signedIn={d.signedIn} back={stepPaths.payment}>
      {d.refused ? <Notice tone="error" title={t('checkout.review.giftCardGone')} /> : null}
      <div className="rounded-2xl border border-line bg-white px-5 md:px-6">
        {section(
          t('checkout.review.contact'),
          stepPaths.details,
          <>
            <p>{d.contact.fullName}</p>
            <p>{d.contact.email}</p>
            <p>{d.contact.phone}</p>
          </>,
        )}
        {section(
          d.shippingMethod === 'pickup' ? t('checkout.review.pickupAt') : t('checkout.review.shipTo'),
          stepPaths.details,
          <>
            {d.address.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {d.isGift ? <p className="mt-1 text-ink">{t('checkout.review.gift')}</p> : null}
            {d.dedication ? (
              <p className="mt-1">
                {t('checkout.review.dedication')}: <q>{d.dedication}</q>
              </p>
            ) : null}
          </>,
        )}
        {section(
          t('checkout.review.method'),
          stepPaths.shipping,
          <>
            <p>{t(`checkout.shipping.${d.shippingMethod}`)}</p>
            {d.urgent ? <p>{t('checkout.shipping.urgent.label', { percent: d.summary.urgentPercent })}</p> : null}
          </>,
        )}
        {section(
          t('checkout.review.payment'),
          stepPaths.payment,
          <p>
            {d.paymentMethod === 'gift_card' ? t('checkout.payment.giftCard.coversAll') : t(`checkout.payment.${d.paymentMethod === 'test_card' ? 'testCard' : d.paymentMethod}`)}
          </p>,
        )}
      </div>
      <Form method="post" className="mt-6">
        <input type="hidden" name="attempt" value={d.attempt} />
        {actionData && 'error' in actionData && actionData.error !== 'invalid' ? <HoldRefusalNotice refusal={actionData} /> : null}
        <Button size="block" busy={busy} busyLabel={t('checkout.review.placing')} className="text-sm tracking-[0.12em]">
          {t('checkout.review.place')}
        </Button>
        <p className="mt-3 text-center text-sm text-muted">
          <Trans
            i18nKey="checkout.review.terms"
            components={{
              a: <Link to="/terms" className="underline underline-offset-2 hover:text-ink" />,
              b: <Link to="/privacy" className="underline underline-offset-2 hover:text-ink" />,
              c: <Link to="/return-policy" className="underline underline-offset-2 hover:text-ink" />,
            }}
          />
        </p>
      </Form>
    </CheckoutFrame>
  )
}

export const headers = privatePageHeaders

export const handle = { i18n: ['checkout'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'checkout.meta.title', path: location.pathname, noindex: true })
}
