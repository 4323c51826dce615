import { useTranslation } from '#app/i18n/react.tsx'

type Method = 'card' | 'test_card' | 'transfer'

/** The ways to pay the shop offers, as radio cards with what each means (checkout's payment step, gift cards). */
export function PaymentMethodOptions({ methods, chosen, transferHint }: { methods: readonly Method[]; chosen: Method | undefined; transferHint: string }) {
  const { t } = useTranslation()
  return (
    <div className="mt-4 space-y-3">
      {methods.map((method) => (
        <label key={method} className="flex cursor-pointer gap-4 rounded-xl border border-line p-4 has-[:checked]:border-ink has-[:checked]:bg-cream/60">
          <input type="radio" name="paymentMethod" value={method} defaultChecked={chosen === method} className="mt-1 size-5 shrink-0 accent-ink" />
          <span>
            <span className="block font-medium">{t(`checkout.payment.${method === 'test_card' ? 'testCard' : method}`)}</span>
            <span className="mt-1 block text-sm text-ink-soft">
              {method === 'card' ? t('checkout.payment.cardHint') : method === 'test_card' ? t('checkout.payment.testCardHint') : transferHint}
            </span>
          </span>
        </label>
      ))}
    </div>
  )
}
