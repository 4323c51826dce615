import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/gift-card'
import { Button } from '#app/components/ui/button.tsx'
import { Notice, TextAreaField } from '#app/components/ui/field.tsx'
import type { Locale } from '#app/i18n/config.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { Trans, useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { GiftCardStatePill } from '#app/modules/admin/components/gift-card-state.tsx'
import { resendGiftCardByAdmin, voidGiftCardByAdmin } from '#app/modules/admin/gift-card-changes.server.ts'
import { getGiftCardForAdmin } from '#app/modules/giftcards/admin-gift-cards.server.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { WholeNumber } from '#app/modules/orders/components/whole-number.tsx'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { z } from '#app/utils/zod.ts'

/**
 * /admin/gift-cards/:id: one card — who it is for, its balance, every movement (bought, sent, spent
 * on an order, given back, resent, voided) — and the two things the shop does to it: resend its
 * e-mail with a new code (rate limited) and void it with a reason (audit-logged). Forms work without
 * JavaScript; each refusal is a 4xx with its message and writes nothing.
 */

const VOID_REASON_MAX = 300

const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('resend') }),
  z.object({ intent: z.literal('void'), reason: z.string({ error: 'required' }).trim().min(1, 'required').max(VOID_REASON_MAX, 'tooLong') }),
])

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const found = await getGiftCardForAdmin(params.id)
  if (!found) throw data(null, { status: 404 })
  const when = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' })
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  const { card } = found
  const done = new URL(request.url).searchParams.get('done')
  return {
    card: {
      ...card,
      sendOn: day.format(new Date(`${card.sendOn}T12:00:00Z`)),
      sentAt: card.sentAt ? when.format(card.sentAt) : null,
      createdAt: card.createdAt.toISOString(),
    },
    movements: found.movements.map((m, i) => ({ ...m, id: i, at: m.at.toISOString(), when: when.format(m.at) })),
    done: done === 'void' || done === 'resend' ? done : null,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const admin = await requireAdmin(context)
  const form = await readForm(request)
  const submission = parseSubmission(intents, Object.fromEntries(form))
  if (!submission.ok) return data({ errors: submission.errors, reason: String(form.get('reason') ?? '').slice(0, VOID_REASON_MAX + 50) }, { status: 400 })
  const actor = { id: admin.id, email: admin.email }
  const input = submission.data
  const result = input.intent === 'void' ? await voidGiftCardByAdmin(actor, params.id, input.reason) : await resendGiftCardByAdmin(actor, params.id)
  if (result.ok) return redirect(`/admin/gift-cards/${params.id}?done=${input.intent}`)
  if (result.reason === 'notFound') throw data(null, { status: 404 })
  const status = result.reason === 'limited' ? 429 : 409
  return data(
    { errors: { form: result.reason === 'limited' ? 'limited' : 'notAllowed' } as Record<string, string>, reason: input.intent === 'void' ? input.reason : '' },
    { status },
  )
}

export default function AdminGiftCard({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const { card, movements, done } = loaderData
  const errors = actionData?.errors ?? {}
  const money = (cents: number) => formatMoney(cents, locale)
  const active = card.state === 'scheduled' || card.state === 'sent' || card.state === 'spent'
  const resendable = card.state === 'sent' || card.state === 'spent'
  return (
    <>
      <p className="mb-6">
        <Link to="/admin/gift-cards" className="text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline">
          ← {t('adminGiftCards.card.back')}
        </Link>
      </p>
      <AdminPageHeader
        eyebrow={t('admin.sections.giftCards.title')}
        title={card.last4 ? t('adminGiftCards.card.title', { last4: card.last4 }) : t('adminGiftCards.card.titleNoCode', { name: card.recipientName })}
        intro={<GiftCardStatePill state={card.state} />}
      >
        <div className="rounded-2xl border border-line bg-white px-6 py-5 md:min-w-56 md:text-right">
          <p className="eyebrow text-[0.7rem] text-muted">{t('adminGiftCards.card.balance')}</p>
          <p className="mt-2 font-display text-4xl leading-none tabular-nums">{money(card.balanceCents)}</p>
          <p className="mt-2 text-sm text-ink-soft">{t('adminGiftCards.card.initial', { amount: money(card.initialCents) })}</p>
        </div>
      </AdminPageHeader>

      {done && !actionData ? <Notice tone="ok" title={done === 'void' ? t('adminGiftCards.void.done') : t('adminGiftCards.resend.done', { email: card.recipientEmail })} /> : null}
      {errors.form ? <Notice tone="error" title={errors.form === 'limited' ? t('adminGiftCards.resend.limited') : t('adminGiftCards.errors.notAllowed')} /> : null}

      <section aria-labelledby="card-details" className="mb-10 rounded-2xl border border-line bg-white p-5 md:p-7">
        <h2 id="card-details" className="text-2xl">
          {t('adminGiftCards.card.details')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t('adminGiftCards.card.recipient')}</dt>
          <dd className="[overflow-wrap:anywhere]">
            {card.recipientName} · {card.recipientEmail}
          </dd>
          <dt className="text-muted">{t('adminGiftCards.card.from')}</dt>
          <dd>{card.senderName}</dd>
          {card.message ? (
            <>
              <dt className="text-muted">{t('adminGiftCards.card.message')}</dt>
              <dd className="italic [overflow-wrap:anywhere]">«{card.message}»</dd>
            </>
          ) : null}
          <dt className="text-muted">{t('adminGiftCards.card.sendOn')}</dt>
          <dd>{card.sendOn}</dd>
          <dt className="text-muted">{t('adminGiftCards.card.sentAt')}</dt>
          <dd>{card.sentAt ?? t('adminGiftCards.card.notSent')}</dd>
          {card.order ? (
            <>
              <dt className="text-muted">{t('adminGiftCards.card.order')}</dt>
              <dd>
                <Link to={`/admin/orders/${card.order}`} className="whitespace-nowrap font-medium underline underline-offset-4">
                  {card.order}
                </Link>
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="card-movements" className="mb-10">
        <h2 id="card-movements" className="text-2xl">
          {t('adminGiftCards.card.movements')}
        </h2>
        <ol className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
          {movements.map((m) => (
            <li key={m.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-4">
              <span className="min-w-0">
                <span className="block font-medium">
                  {m.kind === 'bought' || m.kind === 'spent' || m.kind === 'returned' ? (
                    <Trans
                      i18nKey={`adminGiftCards.card.moves.${m.kind}`}
                      values={{ order: m.order ?? t('adminGiftCards.card.moves.noOrder') }}
                      components={{ n: <WholeNumber /> }}
                    />
                  ) : m.kind === 'sent' ? (
                    t('adminGiftCards.card.moves.sent', { email: m.email })
                  ) : (
                    t(`adminGiftCards.card.moves.${m.kind}`)
                  )}
                </span>
                {m.kind === 'voided' || m.kind === 'resent' ? (
                  <span className="block text-sm text-ink-soft [overflow-wrap:anywhere]">
                    {m.kind === 'voided' ? `${t('adminGiftCards.card.moves.reason', { reason: m.reason })} · ` : ''}
                    {t('adminGiftCards.card.moves.by', { email: m.by })}
                  </span>
                ) : null}
                <span className="block text-xs text-muted">
                  <time dateTime={m.at}>{m.when}</time>
                </span>
              </span>
              {'amountCents' in m ? (
                <span className={m.kind === 'spent' ? 'tabular-nums text-danger' : 'tabular-nums text-ok'}>
                  {m.kind === 'spent' ? '−' : '+'}
                  {money(m.amountCents)}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="card-resend" className="rounded-2xl border border-line bg-white p-5 md:p-7">
          <h2 id="card-resend" className="text-2xl">
            {t('adminGiftCards.resend.title')}
          </h2>
          {resendable ? (
            <Form method="post" className="mt-2 space-y-4">
              <p className="text-sm text-ink-soft">{t('adminGiftCards.resend.text', { email: card.recipientEmail })}</p>
              <input type="hidden" name="intent" value="resend" />
              <Button look="secondary" busy={busy('resend')} busyLabel={t('adminGiftCards.busy')}>
                {t('adminGiftCards.resend.button')}
              </Button>
            </Form>
          ) : (
            <p className="mt-2 text-sm text-ink-soft">{t('adminGiftCards.resend.unavailable')}</p>
          )}
        </section>
        <section aria-labelledby="card-void" className="rounded-2xl border border-line bg-white p-5 md:p-7">
          <h2 id="card-void" className="text-2xl">
            {t('adminGiftCards.void.title')}
          </h2>
          {active ? (
            <Form method="post" className="mt-2 space-y-4" noValidate>
              <p className="text-sm text-ink-soft">{t('adminGiftCards.void.text')}</p>
              <input type="hidden" name="intent" value="void" />
              <TextAreaField
                name="reason"
                label={t('adminGiftCards.void.reason')}
                rows={3}
                maxLength={VOID_REASON_MAX}
                required
                defaultValue={actionData?.reason ?? ''}
                error={errors.reason ? t(`adminGiftCards.errors.${errors.reason}`) : undefined}
              />
              <Button look="danger" busy={busy('void')} busyLabel={t('adminGiftCards.busy')}>
                {t('adminGiftCards.void.button')}
              </Button>
            </Form>
          ) : (
            <p className="mt-2 text-sm text-ink-soft">{t('adminGiftCards.void.unavailable')}</p>
          )}
        </section>
      </div>
    </>
  )
}

export const handle = { i18n: ['admin', 'adminPeople', 'adminGiftCards'] } satisfies I18nHandle

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const last4 = loaderData?.card.last4
  return pageMeta(matches, { title: last4 ? `···· ${last4}` : undefined, titleKey: 'adminGiftCards.list.metaTitle', path: location.pathname, noindex: true })
}
