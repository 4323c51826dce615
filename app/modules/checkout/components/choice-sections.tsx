import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field, Notice } from '#app/components/ui/field.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import type { ShippingMethod } from '#app/modules/orders/totals.ts'
import { PaymentMethodOptions } from './payment-methods.tsx'
import { SectionTitle } from './section-title.tsx'

type Window = { minDays: number; maxDays: number }
export type MethodOffer = { method: ShippingMethod; priceCents: number; window: Window; urgentWindow: Window }
export type UrgentOffer = { chosen: boolean; percent: number; cents: number; normal: string; fast: string }

/**
 * Without JavaScript a choice changes the summary only when the page comes back from the server:
 * this button (in <noscript>, so a browser running the page never shows it) sends the form to recount.
 */
function RecountButton({ label }: { label: string }) {
  return (
    <noscript>
      <button type="submit" name="intent" value="update" className="mt-4 text-sm underline underline-offset-4">
        {label}
      </button>
    </noscript>
  )
}

/** Section 2: standard, express or pickup with each price and window for this basket, and urgent production. */
export function DeliverySection({
  methods,
  chosen,
  urgent,
  urgentChosen,
  freeFromCents,
  days,
  error,
  onMethod,
  onUrgent,
}: {
  methods: MethodOffer[]
  chosen: ShippingMethod
  urgent: UrgentOffer | null
  urgentChosen: boolean
  freeFromCents: number
  days: { standard: string; express: string }
  error: boolean
  onMethod: (method: ShippingMethod) => void
  onUrgent: (on: boolean) => void
}) {
  const { t, i18n } = useTranslation()
  return (
    <section aria-labelledby="checkout-delivery" className="rounded-2xl border border-line bg-white p-5 md:p-7">
      <SectionTitle id="checkout-delivery" number={2}>
        {t('checkoutPage.page.delivery')}
      </SectionTitle>
      <p id="shipping-intro" className="mt-2 text-sm text-ink-soft">
        {t('checkout.shipping.intro')}
      </p>
      {error ? (
        <p id="shipping-error" role="alert" className="mt-3 text-sm text-danger">
          {t('checkout.shipping.required')}
        </p>
      ) : null}
      <fieldset className="mt-4 space-y-3" aria-describedby={error ? 'shipping-error' : 'shipping-intro'}>
        <legend className="sr-only">{t('checkout.shipping.title')}</legend>
        {methods.map(({ method, priceCents, window: ordinary, urgentWindow }) => {
          const window = urgentChosen ? urgentWindow : ordinary
          return (
            <label key={method} className="flex cursor-pointer gap-4 rounded-xl border border-line p-4 has-[:checked]:border-ink has-[:checked]:bg-cream/60">
              <input
                type="radio"
                name="shippingMethod"
                value={method}
                defaultChecked={chosen === method}
                onChange={() => onMethod(method)}
                className="mt-1 size-5 shrink-0 accent-ink"
              />
              <span className="flex-1">
                {/* The price keeps to the name's line on a phone: the name wraps, the price never drops below it. */}
                <span className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-medium">{t(`checkout.shipping.${method}`)}</span>
                  <span className="shrink-0 whitespace-nowrap figures">{priceCents === 0 ? t('checkout.shipping.free') : <Money cents={priceCents} />}</span>
                </span>
                <span className="mt-1 block text-sm text-ink-soft">
                  {t(method === 'pickup' ? 'checkout.shipping.windowPickup' : 'checkout.shipping.window', { min: window.minDays, max: window.maxDays })}
                </span>
                {method === 'standard' && priceCents > 0 ? (
                  <span className="mt-0.5 block text-sm text-muted">{t('checkout.shipping.freeFrom', { amount: formatMoney(freeFromCents, i18n.language as Locale) })}</span>
                ) : null}
                {method === 'express' ? <span className="mt-0.5 block text-sm text-muted">{t('checkout.shipping.expressHint', days)}</span> : null}
                {method === 'pickup' ? <span className="mt-0.5 block text-sm text-muted">{t('checkout.shipping.pickupHint')}</span> : null}
              </span>
            </label>
          )
        })}
      </fieldset>
      {urgent ? (
        <label className="mt-5 flex cursor-pointer gap-4 rounded-xl border border-line p-4 has-[:checked]:border-ink has-[:checked]:bg-cream/60">
          <input
            type="checkbox"
            name="urgent"
            defaultChecked={urgent.chosen}
            onChange={(e) => onUrgent(e.currentTarget.checked)}
            aria-describedby="urgent-hint"
            className="mt-1 size-5 shrink-0 accent-ink"
          />
          <span className="flex-1">
            <span className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 font-medium">{t('checkout.shipping.urgent.label', { percent: urgent.percent })}</span>
              <span className="shrink-0 whitespace-nowrap figures">
                +<Money cents={urgent.cents} />
              </span>
            </span>
            <span id="urgent-hint" className="mt-1 block text-sm text-ink-soft">
              {t('checkout.shipping.urgent.hint', { urgent: urgent.fast, normal: urgent.normal })}
            </span>
          </span>
        </label>
      ) : null}
      <RecountButton label={t('checkoutPage.page.recount')} />
    </section>
  )
}

/** Section 3: a gift card against the total (what it pays and what is left), then the way to pay the rest. */
export function PaymentSection({
  methods,
  chosen,
  giftCard,
  giftCardUsedCents,
  giftError,
  coveredByGiftCard,
  transferDays,
  error,
  applying,
}: {
  methods: readonly ('card' | 'test_card' | 'transfer')[]
  chosen: 'card' | 'test_card' | 'transfer' | undefined
  giftCard: { last4: string; balanceCents: number } | null
  giftCardUsedCents: number
  giftError: string | null
  coveredByGiftCard: boolean
  transferDays: number
  error: boolean
  applying: boolean
}) {
  const { t, i18n } = useTranslation()
  const money = (cents: number) => formatMoney(cents, i18n.language as Locale)
  return (
    <section aria-labelledby="checkout-payment" className="rounded-2xl border border-line bg-white p-5 md:p-7">
      <SectionTitle id="checkout-payment" number={3}>
        {t('checkoutPage.page.payment')}
      </SectionTitle>
      {coveredByGiftCard ? (
        <Notice tone="ok" title={t('checkout.payment.giftCard.coversAll')} className="mb-0 mt-4" />
      ) : (
        <fieldset className="mt-2" aria-describedby="payment-intro">
          <legend className="sr-only">{t('checkout.payment.title')}</legend>
          <p id="payment-intro" className="text-sm text-ink-soft">
            {t('checkout.payment.intro')}
          </p>
          {error ? (
            <p role="alert" className="mt-3 text-sm text-danger">
              {t('checkout.payment.required')}
            </p>
          ) : null}
          <PaymentMethodOptions methods={methods} chosen={chosen} transferHint={t('checkout.payment.transferHint', { days: transferDays })} />
        </fieldset>
      )}
      <div className="mt-6 border-t border-line pt-5">
        <h3 className="text-sm font-medium">{t('checkout.payment.giftCard.title')}</h3>
        {giftCard ? (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-ok">
              {t('checkout.payment.giftCard.appliedUsed', { last4: giftCard.last4, used: money(giftCardUsedCents), left: money(giftCard.balanceCents - giftCardUsedCents) })}
            </p>
            <Button look="quiet" name="intent" value="removeGiftCard" className="text-sm">
              {t('checkout.payment.giftCard.remove')}
            </Button>
          </div>
        ) : (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
            <Field
              name="code"
              label={t('checkout.payment.giftCard.code')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="flex-1"
              error={giftError ? t(`checkout.payment.giftCard.${giftError}`) : undefined}
              onKeyDown={(e) => {
                // Enter here applies the code (the form's first button would otherwise recount the page).
                if (e.key !== 'Enter') return
                e.preventDefault()
                e.currentTarget.form?.querySelector<HTMLButtonElement>('button[value="applyGiftCard"]')?.click()
              }}
            />
            <Button look="secondary" name="intent" value="applyGiftCard" busy={applying} className="sm:mt-7">
              {t('checkout.payment.giftCard.apply')}
            </Button>
          </div>
        )}
      </div>
    </section>
  )
}
