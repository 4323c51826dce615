import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/gift-cards'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { Trans, useTranslation } from '#app/i18n/react.tsx'
import { PrivacyNotice } from '#app/components/privacy-notice.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field, Notice, TextAreaField } from '#app/components/ui/field.tsx'
import { AccountPage } from '#app/modules/accounts/components/account-page.tsx'
import { PaymentMethodOptions } from '#app/modules/checkout/components/payment-methods.tsx'
import { GIFT_MESSAGE_MAX } from '#app/modules/giftcards/schemas.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privatePageHeaders } from '#app/utils/private-page.ts'
import { cn } from '#app/utils/cn.ts'
import { buyGiftCard, giftCardPage } from './gift-card-purchase.server.ts'

/**
 * 'Tarjeta regalo' (docs/product.md#gift-cards), for guests at /gift-cards and as 'Enviar un regalo'
 * in the account menu (/account/gift): an amount, who it is for, a message and a send date, then paid
 * like any order. Everything is checked again here; the amount is the form's choice, priced here.
 */

export function loader(args: Route.LoaderArgs) {
  return giftCardPage(args)
}

export function action(args: Route.ActionArgs) {
  return buyGiftCard(args)
}

export default function GiftCards({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const d = loaderData
  const errors: Record<string, string> = actionData?.errors ?? {}
  const values = actionData?.values
  const message = (field: string) => (errors[field] ? t(`giftCards.errors.${errors[field]}`) : undefined)
  const chosenAmount = values?.amount || '50'
  const body = (
    <div className={cn('grid gap-10 lg:grid-cols-[1fr_20rem]', d.inAccount ? 'max-w-5xl' : 'container-page max-w-5xl pb-24 pt-10')}>
      <Form method="post" noValidate className="space-y-8 rounded-2xl border border-line bg-white p-5 md:p-8">
        {errors.form ? <Notice tone="error" title={t(`giftCards.errors.${errors.form}`)} /> : null}
        {errors.attempt ? <Notice tone="error" title={t('giftCards.errors.invalid')} /> : null}
        <input type="hidden" name="attempt" value={actionData?.attempt ?? d.attempt} />
        <fieldset aria-describedby={errors.amount ? 'amount-error' : undefined}>
          <legend className="font-display text-2xl">{t('giftCards.amount')}</legend>
          <div className="mt-3 flex flex-wrap gap-3">
            {[...d.presets.map(String), 'other'].map((amount) => (
              <label
                key={amount}
                className="cursor-pointer rounded-full border border-line px-5 py-2.5 has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2"
              >
                <input type="radio" name="amount" value={amount} defaultChecked={chosenAmount === amount} className="sr-only" />
                {amount === 'other' ? t('giftCards.other') : `${amount} €`}
              </label>
            ))}
          </div>
          {errors.amount ? (
            <p id="amount-error" className="mt-2 text-sm text-danger">
              {message('amount')}
            </p>
          ) : null}
          <Field
            name="customAmount"
            label={t('giftCards.customAmount')}
            inputMode="numeric"
            className="mt-4 max-w-xs"
            defaultValue={values?.customAmount}
            error={message('customAmount')}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="font-display text-2xl">{t('giftCards.recipient')}</legend>
          <Field name="recipientName" label={t('giftCards.recipientName')} autoComplete="off" required defaultValue={values?.recipientName} error={message('recipientName')} />
          <Field
            name="recipientEmail"
            type="email"
            label={t('giftCards.recipientEmail')}
            autoComplete="off"
            required
            defaultValue={values?.recipientEmail}
            error={message('recipientEmail')}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="font-display text-2xl">{t('giftCards.from')}</legend>
          <Field name="senderName" label={t('giftCards.senderName')} autoComplete="name" required defaultValue={values?.senderName ?? d.senderName} error={message('senderName')} />
          <TextAreaField
            name="message"
            label={t('giftCards.message')}
            hint={t('giftCards.messageHint')}
            maxLength={GIFT_MESSAGE_MAX}
            rows={3}
            defaultValue={values?.message}
            error={message('message')}
          />
          <Field
            name="sendOn"
            type="date"
            label={t('giftCards.sendOn')}
            hint={t('giftCards.sendOnHint')}
            min={d.today}
            max={d.lastDay}
            required
            className="max-w-xs"
            defaultValue={values?.sendOn || d.today}
            error={message('sendOn')}
          />
          {d.signedIn ? null : (
            <Field
              name="buyerEmail"
              type="email"
              label={t('giftCards.buyerEmail')}
              hint={t('giftCards.buyerEmailHint')}
              autoComplete="email"
              required
              defaultValue={values?.buyerEmail}
              error={message('buyerEmail')}
            />
          )}
        </fieldset>
        <fieldset aria-describedby={errors.paymentMethod ? 'payment-error' : undefined}>
          <legend className="font-display text-2xl">{t('giftCards.payment')}</legend>
          {errors.paymentMethod ? (
            <p id="payment-error" className="mt-2 text-sm text-danger">
              {message('paymentMethod')}
            </p>
          ) : null}
          <PaymentMethodOptions methods={d.methods} chosen={d.methods.find((m) => m === values?.paymentMethod) ?? d.methods[0]} transferHint={t('giftCards.transferHint')} />
        </fieldset>
        <div>
          <Button size="block" busy={busy} busyLabel={t('giftCards.buying')} className="text-sm tracking-[0.12em]">
            {t('giftCards.buy')}
          </Button>
          <p className="mt-3 text-center text-sm text-muted">{t('giftCards.noVat')}</p>
          <p className="mt-2 text-center text-sm text-muted">
            <Trans
              i18nKey="giftCards.withdrawal"
              values={{ days: d.withdrawalDays }}
              components={{ a: <Link to="/return-policy#giftCards" className="underline underline-offset-2 hover:text-ink" /> }}
            />
          </p>
          <PrivacyNotice place="giftCard" className="mt-3 text-center" />
        </div>
      </Form>
      <aside aria-labelledby="gift-how" className="space-y-6 lg:pt-2">
        <div aria-hidden="true" className="flex aspect-[1.6] flex-col justify-between rounded-2xl bg-night p-6 text-white shadow-lg">
          <span className="font-display text-3xl tracking-wide">{d.storeName}</span>
          <span className="eyebrow text-sand">{t('giftCards.title')}</span>
        </div>
        <section className="rounded-2xl bg-cream p-6">
          <h2 id="gift-how" className="font-display text-2xl">
            {t('giftCards.how.title')}
          </h2>
          <ol className="mt-4 space-y-4">
            {(['amount', 'email', 'redeem'] as const).map((step, index) => (
              <li key={step} className="flex gap-4">
                <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-ink font-display text-white">
                  {index + 1}
                </span>
                <span className="pt-1 text-sm text-ink-soft">{t(`giftCards.how.${step}`)}</span>
              </li>
            ))}
          </ol>
        </section>
      </aside>
    </div>
  )
  // 'Enviar un regalo' is a page of the account area, in its frame (issue 18 item 4).
  if (d.inAccount) {
    return (
      <AccountPage eyebrow={t('giftCards.accountEyebrow')} title={t('giftCards.sendTitle')} intro={t('giftCards.intro')}>
        {body}
      </AccountPage>
    )
  }
  return (
    <>
      <div className="bg-night pb-12 pt-28 text-white md:pt-36">
        <div className="container-page max-w-5xl">
          <p className="eyebrow text-sand">{t('giftCards.eyebrow')}</p>
          <h1 className="mt-2 text-5xl leading-tight md:text-6xl">{t('giftCards.title')}</h1>
          <p className="mt-4 max-w-2xl text-white/80">{t('giftCards.intro')}</p>
        </div>
      </div>
      {body}
    </>
  )
}

export const headers = privatePageHeaders

export const handle = { i18n: ['giftCards', 'checkout'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'giftCards.meta.title', descriptionKey: 'giftCards.meta.description', path: location.pathname })
}
