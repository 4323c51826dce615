import { useEffect, useState } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { z } from '#app/utils/zod.ts'
import type { Route } from './+types/index'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { Trans, useTranslation } from '#app/i18n/react.tsx'
import { PrivacyNotice } from '#app/components/privacy-notice.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { computeOrderTotals } from '#app/modules/orders/totals.ts'
import { afterPlacing } from '#app/modules/checkout/after-placing.server.ts'
import { applyGiftCard, listFabricProblems, loadCheckoutPage, readContact, readFullInvoice, saveChoices, type GiftCardError } from '#app/modules/checkout/checkout-page.server.ts'
import { ContactSection } from '#app/modules/checkout/components/contact-section.tsx'
import { DeliverySection, PaymentSection } from '#app/modules/checkout/components/choice-sections.tsx'
import { HoldRefusalNotice, type PlacementRefusal } from '#app/modules/checkout/components/hold-refusal.tsx'
import { InvoiceSection } from '#app/modules/checkout/components/invoice-section.tsx'
import { useAnsweredErrors } from '#app/modules/checkout/components/use-answered-errors.ts'
import { useKeepDraft, usePlaceOnce } from '#app/modules/checkout/components/use-checkout-form.ts'
import { OrderSummary } from '#app/modules/checkout/components/order-summary.tsx'
import { updateCheckoutDraft } from '#app/modules/checkout/draft.server.ts'
import { placeFromCheckout } from '#app/modules/checkout/place-from-checkout.server.ts'
import { findPlacedAttempt } from '#app/modules/checkout/place-order.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { requireCheckout } from './guard.server.ts'

/**
 * The checkout (docs/product.md#checkout): one page, three sections — contact and address, delivery,
 * payment — and REALIZAR PEDIDO. One form: every button sends all of it, so it works without
 * JavaScript (the sections' choices are saved and the page comes back recounted); with JavaScript
 * the summary follows her clicks at once, and what she types is kept as she leaves each field.
 * REALIZAR PEDIDO is always the browser's own form submission (before, during and after hydration
 * alike); the page's attempt key makes a second one place nothing more. The server recounts
 * everything when she places the order.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const state = await requireCheckout(context)
  return data(await loadCheckoutPage(state), { headers: privateNoStore })
}

type Answer = {
  values: Record<string, string>
  errors?: Record<string, string>
  /** The full invoice's fields refused (NIF/NIE/CIF control character, a required field). */
  invoiceErrors?: Record<string, string>
  shippingError?: boolean
  paymentError?: boolean
  giftError?: GiftCardError | null
  /** Garments whose fabric was taken (sent with the 409: the page's data is not read again after a refusal). */
  problems?: ReturnType<typeof listFabricProblems>
  refusal?: PlacementRefusal
}

const attemptSchema = z.string().uuid()

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = await readForm(request)
  const intent = form.get('intent')
  const { basketOwner, clientAddress } = getRequestContext(context)
  const attempt = attemptSchema.safeParse(form.get('attempt'))
  if (intent === 'place' && attempt.success) {
    // This form's order is placed (and her basket emptied): a second press, or her retry after a lost answer, goes to it.
    const placed = await findPlacedAttempt(await basketOwner(), attempt.data)
    if (placed) return redirect(await afterPlacing(placed, placed.paymentMethod))
  }
  const state = await requireCheckout(context)
  const answer = (body: Answer, status = 200) => data(body, { status })
  const choices = await saveChoices(state, form, state.settings)
  const contact = await readContact(state, form, intent === 'place')
  if (intent === 'removeGiftCard') {
    await updateCheckoutDraft(state.basketId, { giftCardId: undefined })
    return answer({ values: contact.values })
  }
  if (intent === 'applyGiftCard') {
    const applied = await applyGiftCard(state.basketId, form.get('code'), clientAddress)
    return applied.ok ? answer({ values: contact.values }) : answer({ values: contact.values, giftError: applied.error }, applied.status)
  }
  if (intent !== 'place') return answer({ values: contact.values })

  const ready = await requireCheckout(context)
  const paymentError = !choices.payment && ready.totals.totalCents > 0
  const invoice = readFullInvoice(form)
  const invoiceErrors = invoice.wanted && !invoice.ok ? invoice.errors : undefined
  if (!contact.ok || !choices.shipping || paymentError || invoiceErrors || !attempt.success)
    return answer({ values: contact.values, errors: contact.ok ? {} : contact.errors, invoiceErrors, shippingError: !choices.shipping, paymentError }, 400)
  const placed = await placeFromCheckout(ready, attempt.data, getRequestContext(context), invoice.wanted && invoice.ok ? invoice.party : null)
  if (placed.kind === 'placed') return redirect(placed.to)
  if (placed.kind === 'incomplete') return redirect('/cart?checkout=1')
  if (placed.kind === 'refused') return answer({ values: contact.values, refusal: placed.refusal }, placed.status)
  return answer({ values: contact.values, problems: listFabricProblems((await requireCheckout(context)).items) }, 409)
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const sending = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const d = loaderData
  const { keepChoice, keepTyped } = useKeepDraft()
  const { guardSubmit, placingBusy } = usePlaceOnce()
  // A refusal answered to the browser's own submission is a new document: its first wrong field gets the focus
  // (after the frame has put the page at its top).
  useEffect(() => {
    if (!actionData?.errors && !actionData?.invoiceErrors) return
    const frame = requestAnimationFrame(() => document.getElementById('main')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    return () => cancelAnimationFrame(frame)
    // Once, for the refusal the document was rendered with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const [method, setMethod] = useState(d.shippingChosen)
  const [urgent, setUrgent] = useState(d.urgent?.chosen ?? false)
  const urgentOn = urgent && d.urgent !== null
  // The server's own function over the server's prices: what she sees is what REALIZAR PEDIDO will charge.
  const totals = computeOrderTotals({
    garmentCents: d.pricing.garmentCents,
    shippingMethod: method,
    shipping: d.pricing.shipping,
    giftCardBalanceCents: d.pricing.giftCardBalanceCents,
    urgent: urgentOn ? { percent: d.pricing.urgentPercent } : null,
  })
  const offer = d.methods.find((m) => m.method === method) ?? d.methods[0]
  const delivery = offer ? (urgentOn ? offer.urgentWindow : offer.window) : null
  const values = actionData?.values ?? d.values
  const answered = useAnsweredErrors(actionData)
  const errors = answered.errors
  const problems = actionData?.problems ?? d.problems
  return (
    <div className="container-page pb-24 pt-8 md:pt-12">
      <h1 className="text-4xl tracking-wide md:text-5xl" tabIndex={-1}>
        {t('checkout.meta.title')}
      </h1>
      {/* On a phone the summary follows the form: its total up here, one tap from the details. */}
      <a href="#order-summary" className="mt-4 flex min-h-11 items-center justify-between gap-4 rounded-xl border border-line bg-white px-4 py-3 text-sm lg:hidden">
        <span>
          {t('checkout.summary.items', { count: d.summary.items.length })} · <Money cents={totals.totalCents} className="font-medium" />
        </span>
        <span className="underline underline-offset-4">
          {t('checkout.summary.jump')} <span aria-hidden="true">↓</span>
        </span>
      </a>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_26rem] lg:gap-12">
        <Form
          method="post"
          reloadDocument
          noValidate
          onChange={keepChoice}
          onBlur={keepTyped}
          onInput={answered.onInput}
          onSubmit={guardSubmit}
          className="group min-w-0 space-y-6"
        >
          {/* The form's first button: Enter in a field recounts the page, it never places the order. */}
          <button type="submit" name="intent" value="update" tabIndex={-1} aria-hidden="true" className="sr-only" />
          <input type="hidden" name="attempt" value={d.attempt} />
          {problems.length > 0 ? <TakenNotice problems={problems} /> : null}
          <ContactSection values={values} errors={errors} signedIn={d.signedIn} email={d.email} addresses={d.addresses}>
            <InvoiceSection values={values} errors={answered.invoiceErrors} />
          </ContactSection>
          <DeliverySection
            methods={d.methods}
            chosen={d.shippingChosen}
            urgent={d.urgent}
            urgentChosen={urgentOn}
            freeFromCents={d.freeFromCents}
            days={d.days}
            error={actionData?.shippingError === true}
            onMethod={setMethod}
            onUrgent={setUrgent}
          />
          <PaymentSection
            methods={d.payments}
            chosen={d.paymentChosen}
            giftCard={d.giftCard}
            giftCardUsedCents={totals.giftCardCents}
            giftError={actionData?.giftError ?? null}
            coveredByGiftCard={totals.totalCents === 0}
            transferDays={d.transferDays}
            error={actionData?.paymentError === true}
            applying={sending('applyGiftCard')}
          />
          <div className="space-y-4">
            {actionData?.refusal ? <HoldRefusalNotice refusal={actionData.refusal} /> : null}
            <Button size="block" name="intent" value="place" busy={placingBusy} busyLabel={t('checkout.review.placing')} className="text-sm tracking-[0.12em]">
              {t('checkout.review.place')}
            </Button>
            <p className="text-center text-sm text-muted">
              <Trans
                i18nKey="checkout.review.terms"
                components={{
                  a: <Link to="/terms" className="underline underline-offset-2 hover:text-ink" />,
                  b: <Link to="/privacy" className="underline underline-offset-2 hover:text-ink" />,
                  c: <Link to="/return-policy" className="underline underline-offset-2 hover:text-ink" />,
                }}
              />
            </p>
            <PrivacyNotice place="checkout" />
          </div>
        </Form>
        <OrderSummary summary={d.summary} totals={totals} delivery={delivery} giftCard={d.giftCard} takenItemIds={problems.map((p) => p.id)} />
      </div>
    </div>
  )
}

/** Another order took a fabric of hers while she was here: why, and 'Elegir otro tejido' (nothing charged). */
function TakenNotice({ problems }: { problems: { id: string; productName: string; fabricName: string; problem: string; href: string }[] }) {
  const { t } = useTranslation()
  return (
    <Notice tone="error" title={t('checkoutPage.page.takenTitle')}>
      <ul className="mt-2 space-y-2">
        {problems.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>{t(`basket.item.fabricProblems.${p.problem === 'soldOut' || p.problem === 'notEnough' ? p.problem : 'locked'}`, { fabric: p.fabricName })}</span>
            <Link to={p.href} className="font-medium underline underline-offset-4">
              {t('basket.item.chooseFabric')}: {p.productName}
            </Link>
          </li>
        ))}
      </ul>
    </Notice>
  )
}

export const headers = privatePageHeaders

export const handle = { i18n: ['checkout', 'checkoutPage', 'invoices'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'checkout.meta.title', path: location.pathname, noindex: true })
}
