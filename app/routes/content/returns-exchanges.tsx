import { useTranslation } from '#app/i18n/react.tsx'
import { data, redirect } from 'react-router'
import type { Route } from './+types/returns-exchanges'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { formatSupportHours } from '#app/modules/content/format.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { ReturnForm, type ReturnFormValues, ReturnFormSuccess } from '#app/modules/returns/components/return-form.tsx'
import { ReturnsContact } from '#app/modules/returns/components/returns-contact.tsx'
import { ReturnsPolicySummary } from '#app/modules/returns/components/returns-policy-summary.tsx'
import { createReturnRequest } from '#app/modules/returns/returns.server.ts'
import { isOrderNumber, parseReturnRequest, readReturnRequestForm, returnLimits, returnRequestNumberPattern } from '#app/modules/returns/schemas.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { getRequestContext } from '#app/request-context.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = getRequestContext(context)
  const settings = await getStoreSettings()
  const url = new URL(request.url)
  const requested = url.searchParams.get('request')
  // "Solicitar ajuste o cambio" on an order opens the form with its number and e-mail filled in.
  const order = url.searchParams.get('order') ?? ''
  const email = url.searchParams.get('email') ?? ''
  return {
    prefill: { orderNumber: isOrderNumber(order) ? order : undefined, email: email.length <= returnLimits.email && !/[\s<>]/.test(email) ? email : undefined },
    policy: {
      sizeChangeDays: settings.returns.sizeChangeDays,
      freeSizeChanges: settings.returns.freeSizeChangesPerOrder,
      defectReportHours: settings.returns.defectReportHours,
      answerWithinHours: settings.returns.answerWithinHours,
      withdrawalDays: settings.legal.withdrawalDays,
    },
    contact: {
      email: settings.contact.email,
      phone: settings.contact.phone,
      whatsapp: settings.contact.whatsapp,
      hours: formatSupportHours(settings, locale),
    },
    sent: requested && returnRequestNumberPattern.test(requested) ? requested : null,
  }
}

/**
 * Stores a return request: 400 with a message code per field and nothing stored, 429 with nothing
 * stored beyond the form's rate limits (returnRequestLimits), or PRG to the number.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  // A body that is not a form is refused (415, or 400 when unreadable) before any field is read.
  const form = await readForm(request)
  const input = readReturnRequestForm(form)
  const result = parseReturnRequest(input)
  if (!result.ok) {
    const values: ReturnFormValues = {
      orderNumber: input.orderNumber?.slice(0, returnLimits.orderNumber),
      email: input.email?.slice(0, returnLimits.email),
      reason: input.reason,
      comments: input.comments?.slice(0, returnLimits.comments),
    }
    return data({ errors: result.errors, values }, { status: 400 })
  }
  const { locale, clientAddress } = getRequestContext(context)
  const created = await createReturnRequest({ ...result.data, locale, clientAddress })
  if (!created.ok) {
    const values: ReturnFormValues = result.data
    return data({ limited: { retryAfterSeconds: created.retryAfterSeconds }, values }, { status: 429, headers: { 'Retry-After': String(created.retryAfterSeconds) } })
  }
  return redirect(`/returns-exchanges?request=${created.number}#return-form`, 303)
}

export default function ReturnsExchanges({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { policy, contact, sent } = loaderData
  // Minutes up to an hour and a half, then hours: the daily limit would read "1,380 minutes".
  const limitedMessage = (seconds: number) =>
    seconds <= 90 * 60
      ? t('returns.form.rateLimited', { count: Math.max(1, Math.ceil(seconds / 60)), email: contact.email })
      : t('returns.form.rateLimitedHours', { count: Math.ceil(seconds / 3600), email: contact.email })
  return (
    <div className="pt-24 md:pt-28">
      <header className="container-page pb-14 pt-10 md:pb-20 md:pt-16">
        <p className="eyebrow text-clay-dark">{t('returns.eyebrow')}</p>
        <h1 className="mt-4 max-w-3xl text-5xl leading-[1.05] md:text-7xl">{t('returns.title')}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-soft">{t('returns.intro')}</p>
      </header>
      <ReturnsPolicySummary figures={policy} />
      <section id="return-form" aria-labelledby="return-form-title" className="container-page grid gap-12 py-16 md:py-24 lg:grid-cols-[1.45fr_1fr] lg:gap-16">
        <div>
          <h2 id="return-form-title" className="text-4xl md:text-5xl">
            {t('returns.form.title')}
          </h2>
          <p className="mt-4 max-w-xl leading-relaxed text-ink-soft">{t('returns.form.intro', { hours: policy.answerWithinHours })}</p>
          <div className="mt-10 rounded-3xl border border-line bg-white p-6 md:p-10">
            {sent ? (
              <ReturnFormSuccess number={sent} hours={policy.answerWithinHours} />
            ) : (
              <ReturnForm
                serverErrors={actionData && 'errors' in actionData ? actionData.errors : undefined}
                values={actionData?.values ?? loaderData.prefill}
                notice={actionData && 'limited' in actionData ? limitedMessage(actionData.limited.retryAfterSeconds) : undefined}
              />
            )}
          </div>
        </div>
        <div className="lg:pt-20">
          <ReturnsContact contact={contact} />
        </div>
      </section>
    </div>
  )
}

export const handle = { i18n: ['returns', 'policies'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'returns.meta.title', descriptionKey: 'returns.meta.description', path: location.pathname })
}
