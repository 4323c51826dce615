import { data, Form, redirect, useNavigation } from 'react-router'
import { z } from '#app/utils/zod.ts'
import type { Route } from './+types/lookup'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field, Notice } from '#app/components/ui/field.tsx'
import { emailRule } from '#app/modules/accounts/schemas.ts'
import { orderLink } from '#app/modules/orders/order-access.server.ts'
import { normalizeOrderNumber } from '#app/modules/orders/order-number.ts'
import { getOrderIdByNumber } from '#app/modules/orders/orders.server.ts'
import { consumeThrottle } from '#app/modules/throttle/throttle.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { keepValues, parseSubmission } from '#app/utils/submission.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/**
 * 'Sigue tu pedido': a guest finds her order with its number and the e-mail she gave. The answer is
 * the same whether the number exists or not, and tries are limited per client address, so the page
 * cannot be used to learn which numbers exist or whose they are (docs/security.md).
 */
const lookupSchema = z.object({
  number: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(40, 'invalidNumber')
    .transform((v) => normalizeOrderNumber(v) ?? '')
    .refine((v) => v !== '', 'invalidNumber'),
  email: z.string({ error: 'required' }).trim().min(1, 'required').pipe(emailRule),
})

/** Lookups per client address per hour: a guest's typos, not a scan of numbers. */
const LOOKUPS_PER_HOUR = 10

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = Object.fromEntries(await readForm(request))
  const values = keepValues(form, ['number', 'email'])
  const parsed = parseSubmission(lookupSchema, form)
  if (!parsed.ok) return data({ errors: parsed.errors, values, notFound: false, limited: false }, { status: 400 })
  const tries = await consumeThrottle(`order-lookup:client:${getRequestContext(context).clientAddress}`, { limit: LOOKUPS_PER_HOUR, windowSeconds: 3600 })
  if (!tries.ok) return data({ errors: {}, values, notFound: false, limited: true }, { status: 429 })
  const found = await getOrderIdByNumber(parsed.data.number)
  if (!found || found.email !== parsed.data.email) return data({ errors: {}, values, notFound: true, limited: false }, { status: 404 })
  return redirect(orderLink(parsed.data.number))
}

export default function OrderLookup({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const errors: Record<string, string> = actionData?.errors ?? {}
  const message = (field: 'number' | 'email') => (errors[field] ? t(`checkout.lookup.errors.${errors[field]}`) : undefined)
  return (
    <>
      <div className="bg-night pb-10 pt-28 text-white md:pt-36">
        <div className="container-page max-w-xl">
          <h1 className="text-5xl leading-tight">{t('checkout.lookup.title')}</h1>
          <p className="mt-3 text-white/75">{t('checkout.lookup.intro')}</p>
        </div>
      </div>
      <div className="container-page max-w-xl pb-24 pt-10">
        <Form method="post" noValidate className="space-y-4 rounded-2xl border border-line bg-white p-6 md:p-8">
          {actionData?.notFound ? <Notice tone="error" title={t('checkout.lookup.notFound')} /> : null}
          {actionData?.limited ? <Notice tone="error" title={t('checkout.lookup.limited')} /> : null}
          <Field
            name="number"
            label={t('checkout.lookup.number')}
            hint={t('checkout.lookup.numberHint')}
            autoComplete="off"
            required
            defaultValue={actionData?.values.number}
            error={message('number')}
          />
          <Field name="email" type="email" label={t('checkout.lookup.email')} autoComplete="email" required defaultValue={actionData?.values.email} error={message('email')} />
          <Button size="block" busy={busy} className="text-sm tracking-[0.12em]">
            {t('checkout.lookup.submit')}
          </Button>
        </Form>
      </div>
    </>
  )
}

export const handle = { i18n: ['checkout'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'checkout.lookup.title', path: location.pathname })
}
