import { data, Form, redirect, useNavigation } from 'react-router'
import { z } from '#app/utils/zod.ts'
import type { Route } from './+types/test-payment'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Field, Notice } from '#app/components/ui/field.tsx'
import { canSwitchToTransfer, switchToTransfer } from '#app/modules/checkout/switch-to-transfer.server.ts'
import { confirmTestPayment, findTestPaymentOrder, payWithTestCard } from '#app/modules/checkout/test-payment.server.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { isOrderAccessKey, orderLink } from '#app/modules/orders/order-access.server.ts'
import { normalizeOrderNumber } from '#app/modules/orders/order-number.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { paymentMethodsOffered } from '#app/utils/env.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'

/**
 * 'Pago de prueba — no se cobra nada' (docs/product.md#payments): where Stripe would take the card
 * when no Stripe key is configured. Offered only when the test card is (env.server.ts), opened only
 * with the order's signed key, and the card number never leaves this request.
 */
async function requireOrder(request: Request, params: { number: string }) {
  const number = normalizeOrderNumber(params.number)
  const key = new URL(request.url).searchParams.get('k')
  if (!paymentMethodsOffered().includes('test_card') || !number || !isOrderAccessKey(number, key)) throw data(null, { status: 404, headers: privateNoStore })
  const order = await findTestPaymentOrder(number)
  if (!order) throw data(null, { status: 404, headers: privateNoStore })
  return order
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const order = await requireOrder(request, params)
  if (order.status !== 'pending_payment') throw redirect(orderLink(order.number))
  return data({ number: order.number, totalCents: order.totalCents, switchable: await canSwitchToTransfer({ ...order, paymentMethod: 'test_card' }) }, { headers: privateNoStore })
}

const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('pay'), number: z.string().max(40), expiry: z.string().max(10), cvc: z.string().max(10) }),
  z.object({ intent: z.enum(['authorize', 'cancel']), paymentId: z.string().uuid() }),
  z.object({ intent: z.literal('transfer') }),
])

export async function action({ request, params }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = await readForm(request)
  const order = await requireOrder(request, params)
  const parsed = intents.safeParse(Object.fromEntries(form))
  if (!parsed.success) return data({ view: 'form' as const, errors: {}, message: 'invalid' as const, paymentId: null }, { status: 400 })
  if (parsed.data.intent === 'transfer') {
    // Declined: she pays by transfer instead; her order's page shows the IBAN (switch-to-transfer.server.ts).
    if ((await switchToTransfer(order.id)) === 'notAllowed') return data({ view: 'form' as const, errors: {}, message: 'expired' as const, paymentId: null }, { status: 409 })
    return redirect(orderLink(order.number, '&switched=1'))
  }
  if (parsed.data.intent === 'pay') {
    const result = await payWithTestCard(order, parsed.data)
    if (result.kind === 'invalid') return data({ view: 'form' as const, errors: result.errors, message: null, paymentId: null }, { status: 400 })
    if (result.kind === 'declined') return data({ view: 'form' as const, errors: {}, message: 'declined' as const, paymentId: null }, { status: 402 })
    if (result.kind === 'confirm') return data({ view: 'confirm' as const, errors: {}, message: null, paymentId: result.paymentId })
    if (result.kind === 'notPayable') return data({ view: 'form' as const, errors: {}, message: 'expired' as const, paymentId: null }, { status: 409 })
    // The order could no longer take it (cancelled meanwhile): her order's page says the money goes back.
    if (result.kind === 'refunded') return redirect(orderLink(order.number))
    return redirect(orderLink(order.number, '&placed=1'))
  }
  const answer = await confirmTestPayment(order, parsed.data.paymentId, parsed.data.intent === 'authorize')
  if (answer === 'notFound') return data({ view: 'form' as const, errors: {}, message: 'invalid' as const, paymentId: null }, { status: 400 })
  if (answer === 'cancelled') return data({ view: 'form' as const, errors: {}, message: 'cancelled' as const, paymentId: null }, { status: 400 })
  if (answer === 'notPayable') return data({ view: 'form' as const, errors: {}, message: 'expired' as const, paymentId: null }, { status: 409 })
  // Cancelled meanwhile (the money goes back), or replaced by a newer attempt (nothing charged): her order says which.
  if (answer === 'refunded' || answer === 'replaced') return redirect(orderLink(order.number))
  return redirect(orderLink(order.number, '&placed=1'))
}

export default function TestPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const amount = formatMoney(loaderData.totalCents, i18n.language as Locale)
  const errors: Record<string, string> = actionData?.errors ?? {}
  const message = actionData?.message
  return (
    <>
      <div className="bg-night pb-10 pt-28 text-white md:pt-36">
        <div className="container-page max-w-xl">
          <p className="eyebrow text-sand">{loaderData.number}</p>
          <h1 className="mt-2 text-4xl leading-tight md:text-5xl">{t('checkout.testCard.title')}</h1>
          <p className="mt-3 text-white/75">{t('checkout.testCard.intro')}</p>
        </div>
      </div>
      <div className="container-page max-w-xl pb-24 pt-10">
        {actionData?.view === 'confirm' && actionData.paymentId ? (
          <section aria-labelledby="confirm-title" className="rounded-2xl border border-line bg-white p-6 md:p-8">
            <h2 id="confirm-title" className="font-display text-3xl">
              {t('checkout.testCard.confirmTitle')}
            </h2>
            <p className="mt-2 text-ink-soft">{t('checkout.testCard.confirmText', { amount })}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Form method="post">
                <input type="hidden" name="intent" value="authorize" />
                <input type="hidden" name="paymentId" value={actionData.paymentId} />
                <Button busy={busy}>{t('checkout.testCard.authorize')}</Button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="cancel" />
                <input type="hidden" name="paymentId" value={actionData.paymentId} />
                <Button look="secondary">{t('checkout.testCard.cancel')}</Button>
              </Form>
            </div>
          </section>
        ) : (
          <Form method="post" noValidate className="space-y-4 rounded-2xl border border-line bg-white p-6 md:p-8">
            {message === 'declined' || message === 'cancelled' || message === 'expired' ? <Notice tone="error" title={t(`checkout.testCard.${message}`)} /> : null}
            <input type="hidden" name="intent" value="pay" />
            <Field
              name="number"
              label={t('checkout.testCard.number')}
              inputMode="numeric"
              autoComplete="off"
              required
              placeholder="4242 4242 4242 4242"
              error={errors.number ? t(`checkout.testCard.${errors.number}`) : undefined}
            />
            <div className="grid grid-cols-2 gap-4">
              <Field
                name="expiry"
                label={t('checkout.testCard.expiry')}
                inputMode="numeric"
                autoComplete="off"
                required
                placeholder="12/30"
                error={errors.expiry ? t(`checkout.testCard.${errors.expiry}`) : undefined}
              />
              <Field
                name="cvc"
                label={t('checkout.testCard.cvc')}
                inputMode="numeric"
                autoComplete="off"
                required
                placeholder="123"
                error={errors.cvc ? t(`checkout.testCard.${errors.cvc}`) : undefined}
              />
            </div>
            <Button size="block" busy={busy} busyLabel={t('checkout.testCard.paying')} className="text-sm tracking-[0.12em]">
              {t('checkout.testCard.pay', { amount })}
            </Button>
          </Form>
        )}
        {actionData?.view !== 'confirm' && (loaderData.switchable || message === 'declined') ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="transfer" />
            <Button look="secondary" size="block" busy={busy} busyLabel={t('checkout.order.switching')}>
              {t('checkout.testCard.switchToTransfer')}
            </Button>
          </Form>
        ) : null}
        <p className="mt-6 text-center">
          <a href="/collection" className={buttonClass('quiet')}>
            {t('checkout.complete.keepShopping')}
          </a>
        </p>
      </div>
    </>
  )
}

export const headers = privatePageHeaders

export const handle = { i18n: ['checkout'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'checkout.testCard.title', path: location.pathname, noindex: true })
}
