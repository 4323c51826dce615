import { useState } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/request'
import { Button } from '#app/components/ui/button.tsx'
import { Notice, TextAreaField } from '#app/components/ui/field.tsx'
import { ToastRegion } from '#app/components/ui/toast.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { OrderStatusBadge } from '#app/modules/admin/components/order-status.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { runRequestAction } from '#app/modules/returns/admin-request-actions.server.ts'
import { getReturnRequestForAdmin } from '#app/modules/returns/admin-requests.server.ts'
import { RequestStatusBadge } from '#app/modules/returns/components/request-status-badge.tsx'
import { requestMoves } from '#app/modules/returns/request-status.ts'
import { REQUEST_NOTE_MAX, REQUEST_REPLY_MAX } from '#app/modules/returns/schemas.ts'
import { requireAdmin } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { keepValues } from '#app/utils/submission.ts'

const notFound = () => new Response('Not found', { status: 404 })

/** The address's id (`/admin/requests/42`), or null for anything else. */
function requestId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) return null
  return Number(param)
}

/** /admin/requests/:id: the request, her order, its history, and what the shop does about it (docs/product.md#admin-requests). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const id = requestId(params.id)
  const request = id === null ? null : await getReturnRequestForAdmin(id)
  if (!request) throw notFound()
  return {
    request: {
      ...request,
      createdAt: request.createdAt.toISOString(),
      order: request.order ? { ...request.order, placedAt: request.order.placedAt.toISOString() } : null,
      events: request.events.map((e) => ({ ...e, at: e.at.toISOString() })),
    },
    moves: requestMoves(request.status),
  }
}

const fieldNames = ['note', 'message'] as const

export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const admin = await requireAdmin(context)
  const id = requestId(params.id)
  if (id === null) throw notFound()
  const fields = Object.fromEntries(await readForm(request))
  const result = await runRequestAction(id, { id: admin.id, email: admin.email }, fields)
  if (!result.ok && result.status === 404) throw notFound()
  const at = Date.now()
  const intent = typeof fields.intent === 'string' ? fields.intent : ''
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined
    return data({ at, ok: false as const, intent, errors: result.errors, values: keepValues(fields, fieldNames) }, { status: result.status, headers })
  }
  return { at, ok: true as const, intent: result.intent as string, errors: {} as Record<string, string>, values: null }
}

export default function AdminRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const { request, moves } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  const failed = actionData && !actionData.ok ? actionData : null
  const errorFor = (intent: string, name: string) => (failed?.intent === intent && failed.errors[name] ? t(`adminRequests.errors.${failed.errors[name] as 'required'}`) : undefined)
  const valueOf = (intent: string, name: (typeof fieldNames)[number]) => (failed?.intent === intent ? failed.values[name] : '')
  const when = (iso: string) =>
    dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' }).format(new Date(iso))
  const toasts =
    actionData?.ok === true
      ? [
          {
            id: `done-${actionData.at}`,
            tone: 'info' as const,
            title: t(`adminRequests.actions.done.${actionData.intent as 'note'}`),
            description: actionData.intent === 'reply' ? t('adminRequests.actions.doneText.reply', { email: request.email }) : undefined,
          },
        ].filter((toast) => !dismissed.has(toast.id))
      : []
  const language = t(`adminRequests.languages.${request.locale}`)
  const savedKey = (intent: string) => (actionData?.ok && actionData.intent === intent ? actionData.at : intent)

  return (
    <>
      <Link to="/admin/requests" className="-ml-1 mb-4 inline-flex min-h-11 items-center gap-1 px-1 text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline">
        ← {t('adminRequests.request.back')}
      </Link>
      <AdminPageHeader
        eyebrow={t('adminRequests.request.received', { date: when(request.createdAt) })}
        title={request.number}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            <RequestStatusBadge status={request.status} className="text-sm" />
            <span>{t(`adminRequests.reasons.${request.reason}`)}</span>
          </span>
        }
      />

      {failed?.errors.form ? <Notice tone="error" title={t(`adminRequests.errors.${failed.errors.form as 'notAllowed'}`)} className="mb-6" /> : null}

      {/*
        On a phone: her request, then the reply and the status, then her order and the history. On a
        desktop: the request, order and history on the left, what the shop does on the right.
      */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="contents lg:block lg:min-w-0 lg:space-y-6">
          <section aria-labelledby="request-details" className="order-1 rounded-2xl border border-line bg-white p-5 md:p-6">
            <h2 id="request-details" className="font-display text-3xl">
              {t('adminRequests.request.details')}
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-3 text-sm">
              <dt className="text-muted">{t('adminRequests.request.email')}</dt>
              <dd className="min-w-0 break-all">
                <a href={`mailto:${request.email}`} className="underline underline-offset-4">
                  {request.email}
                </a>
              </dd>
              <dt className="text-muted">{t('adminRequests.request.reason')}</dt>
              <dd>{t(`adminRequests.reasons.${request.reason}`)}</dd>
              <dt className="text-muted">{t('adminRequests.request.language')}</dt>
              <dd>{language}</dd>
            </dl>
            <h3 className="mt-6 text-xs uppercase tracking-wider text-muted">{t('adminRequests.request.comments')}</h3>
            {request.comments ? (
              // Her words as plain text: React escapes them, and the line breaks she typed are kept.
              <blockquote className="mt-2 whitespace-pre-line rounded-xl bg-cream/70 p-4 text-ink [overflow-wrap:anywhere]" lang={request.locale}>
                {request.comments}
              </blockquote>
            ) : (
              <p className="mt-2 text-sm text-ink-soft">{t('adminRequests.request.noComments')}</p>
            )}
          </section>

          <section aria-labelledby="request-order" className="order-3 rounded-2xl border border-line bg-white p-5 md:p-6">
            <h2 id="request-order" className="font-display text-3xl">
              {t('adminRequests.request.order')}
            </h2>
            {request.order ? (
              <div className="mt-4 flex flex-wrap items-start justify-between gap-4 text-sm">
                <div className="space-y-1">
                  <p>
                    <Link to={`/admin/orders/${request.order.number}`} className="font-medium underline underline-offset-4">
                      {t('adminRequests.request.openOrder', { number: request.order.number })}
                    </Link>
                  </p>
                  <p className="text-ink-soft">
                    {request.order.fullName} · {t('adminRequests.request.orderItems', { count: request.order.items })}
                  </p>
                  <p className="text-xs text-muted">{t('adminRequests.request.orderPlaced', { date: when(request.order.placedAt) })}</p>
                </div>
                <div className="flex flex-col items-end gap-2">
                  <OrderStatusBadge status={request.order.status} />
                  <Money cents={request.order.totalCents} className="font-display text-xl" />
                </div>
              </div>
            ) : (
              <div className="mt-4 rounded-xl border border-dashed border-line p-4 text-sm">
                <p className="font-medium">{t('adminRequests.request.noOrder')}</p>
                <p className="mt-1 text-ink-soft">{t('adminRequests.request.noOrderText', { number: request.orderNumber })}</p>
              </div>
            )}
          </section>

          <section aria-labelledby="request-history" className="order-4 rounded-2xl border border-line bg-white p-5 md:p-6">
            <h2 id="request-history" className="font-display text-3xl">
              {t('adminRequests.request.history')}
            </h2>
            <ol className="mt-4 space-y-4 border-l border-line pl-5 text-sm">
              <li className="relative">
                <span aria-hidden="true" className="absolute -left-[1.6rem] top-1.5 size-2 rounded-full bg-ink/60" />
                <p className="font-medium">{t('adminRequests.request.receivedEvent')}</p>
                <p className="mt-0.5 text-xs text-muted">
                  <time dateTime={request.createdAt}>{when(request.createdAt)}</time>
                </p>
              </li>
              {request.events.map((e) => (
                <li key={e.id} className="relative">
                  <span aria-hidden="true" className={`absolute -left-[1.6rem] top-1.5 size-2 rounded-full ${e.kind === 'reply' ? 'bg-sky-700' : 'bg-ink/60'}`} />
                  <p className="font-medium">
                    {e.kind === 'status'
                      ? t('adminRequests.request.statusEvent', { status: t(`adminRequests.statuses.${e.toStatus}`) })
                      : e.kind === 'note'
                        ? t('adminRequests.request.noteEvent')
                        : t('adminRequests.request.replyEvent')}
                  </p>
                  {e.body ? (
                    <p className={`mt-1 whitespace-pre-line [overflow-wrap:anywhere] ${e.kind === 'reply' ? 'rounded-xl bg-cream/70 p-3 text-ink' : 'text-ink-soft'}`}>{e.body}</p>
                  ) : null}
                  <p className="mt-1 text-xs text-muted">
                    <time dateTime={e.at}>{when(e.at)}</time> · {t('adminRequests.request.by', { email: e.actorEmail })}
                  </p>
                </li>
              ))}
            </ol>
            <Form method="post" className="mt-6 border-t border-line pt-5" preventScrollReset noValidate>
              <input type="hidden" name="intent" value="note" />
              <TextAreaField
                name="note"
                label={t('adminRequests.actions.note')}
                hint={t('adminRequests.actions.noteHint')}
                rows={3}
                maxLength={REQUEST_NOTE_MAX}
                key={savedKey('note')}
                defaultValue={valueOf('note', 'note')}
                error={errorFor('note', 'note')}
              />
              <Button look="secondary" size="sm" className="mt-3" busy={busy === 'note'} busyLabel={t('adminRequests.actions.busy')}>
                {t('adminRequests.actions.saveNote')}
              </Button>
            </Form>
          </section>
        </div>
        <div className="order-2 min-w-0 space-y-6 lg:order-none">
          <section aria-labelledby="request-reply" className="rounded-2xl border border-ink/20 bg-white p-5">
            <h2 id="request-reply" className="font-display text-2xl">
              {t('adminRequests.actions.reply')}
            </h2>
            <p className="mt-2 text-sm text-ink-soft">
              {t('adminRequests.actions.replyText', { email: request.email, language: t(`adminRequests.languagesInSentence.${request.locale}`) })}
            </p>
            <Form method="post" preventScrollReset noValidate className="mt-4 space-y-3">
              <input type="hidden" name="intent" value="reply" />
              <TextAreaField
                name="message"
                label={t('adminRequests.actions.message')}
                hint={t('adminRequests.actions.messageHint', { max: REQUEST_REPLY_MAX })}
                rows={7}
                maxLength={REQUEST_REPLY_MAX}
                lang={request.locale}
                key={savedKey('reply')}
                defaultValue={valueOf('reply', 'message')}
                error={errorFor('reply', 'message')}
              />
              <Button size="block" busy={busy === 'reply'} busyLabel={t('adminRequests.actions.busy')}>
                {t('adminRequests.actions.send')}
              </Button>
            </Form>
          </section>

          <section aria-labelledby="request-status" className="rounded-2xl border border-line bg-white p-5">
            <h2 id="request-status" className="font-display text-2xl">
              {t('adminRequests.actions.status')}
            </h2>
            <p className="mt-2 text-sm text-ink-soft">{t('adminRequests.actions.statusText', { status: t(`adminRequests.statuses.${request.status}`).toLowerCase() })}</p>
            <div className="mt-4 space-y-4">
              {moves.map((to) => (
                <Form key={to} method="post" preventScrollReset className="space-y-2">
                  <input type="hidden" name="intent" value="status" />
                  <input type="hidden" name="to" value={to} />
                  <p className="text-sm text-ink-soft">{t(`adminRequests.actions.toText.${to}`)}</p>
                  <Button look="secondary" size="block" busy={busy === 'status' && navigation.formData?.get('to') === to} busyLabel={t('adminRequests.actions.busy')}>
                    {t(`adminRequests.actions.to.${to}`)}
                  </Button>
                </Form>
              ))}
            </div>
          </section>
        </div>
      </div>

      <ToastRegion
        toasts={toasts}
        onDismiss={(id) => setDismissed((current) => new Set(current).add(id))}
        label={t('adminRequests.actions.toasts')}
        closeLabel={t('adminRequests.actions.dismiss')}
      />
    </>
  )
}

export const handle = { i18n: ['admin', 'adminRequests', 'adminOrders'] } satisfies I18nHandle

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, { title: loaderData?.request.number, titleKey: 'adminRequests.list.metaTitle', path: location.pathname, noindex: true })
}
