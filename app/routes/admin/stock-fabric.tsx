import { useState } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/stock-fabric'
import { Button } from '#app/components/ui/button.tsx'
import { Field, Notice, TextAreaField } from '#app/components/ui/field.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { OrderStatusBadge } from '#app/modules/admin/components/order-status.tsx'
import { PeopleEmpty, Pill, useMetres } from '#app/modules/admin/components/people-ui.tsx'
import { saveStockAdjustment } from '#app/modules/admin/stock-changes.server.ts'
import { MAX_REASON_LENGTH, stockAdjustmentSchema } from '#app/modules/catalogue/stock-schemas.ts'
import { countGarmentsInStock } from '#app/modules/atelier/stock-count.server.ts'
import { getFabricStock, listCategoryConsumption } from '#app/modules/catalogue/stock.server.ts'
import { listOrderRefs } from '#app/modules/orders/order-summaries.server.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'

/**
 * /admin/stock/:fabricId: one fabric's metres, what they make, the (fabric, product) combinations
 * sold or held and by which order, the adjustment form (a new figure or a ± delta, always with a
 * reason) and the history of adjustments. The form works without JavaScript.
 */

function parseFabricId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const id = parseFabricId(params.fabricId)
  const stock = id ? await getFabricStock(id, locale) : null
  if (!stock) throw data(null, { status: 404 })
  const [consumption, orders] = await Promise.all([listCategoryConsumption(locale), listOrderRefs(stock.locks.flatMap((l) => (l.orderId ? [l.orderId] : [])))])
  const when = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' })
  return {
    fabric: stock.fabric,
    expected: String(stock.fabric.stockMetres),
    consumption,
    garments: countGarmentsInStock(stock.fabric.stockMetres, consumption, stock.fabric.widthCm),
    locks: stock.locks.map((l) => {
      const order = l.orderId ? orders.get(l.orderId) : undefined
      return { productId: l.productId, productName: l.productName, at: l.at.toISOString(), when: when.format(l.at), order: order ?? null }
    }),
    movements: stock.movements.map((m) => ({ ...m, at: m.at.toISOString(), when: when.format(m.at) })),
    adjusted: new URL(request.url).searchParams.get('adjusted') === '1',
  }
}

type ActionErrors = { mode?: string; metres?: string; reason?: string; form?: string }

export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const admin = await requireAdmin(context)
  const id = parseFabricId(params.fabricId)
  if (!id) throw data(null, { status: 404 })
  const form = await readForm(request)
  const fields = Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string'))
  const values = { mode: fields.mode ?? 'delta', metres: (fields.metres ?? '').slice(0, 40), reason: (fields.reason ?? '').slice(0, MAX_REASON_LENGTH + 50) }
  const submission = parseSubmission(stockAdjustmentSchema, fields)
  if (!submission.ok) {
    const errors: ActionErrors = { ...submission.errors }
    // The figure the page was read with is missing or altered: ask to read the page again.
    if ('expected' in submission.errors) errors.form = 'stale'
    return data({ errors, values, current: null as number | null }, { status: 400 })
  }
  const input = submission.data
  const result = await saveStockAdjustment(
    { id: admin.id, email: admin.email },
    input.mode === 'set'
      ? { fabricId: id, mode: 'set', metres: input.metres, expected: input.expected, reason: input.reason }
      : { fabricId: id, mode: 'delta', metres: input.metres, reason: input.reason },
  )
  if (result.ok) return redirect(`/admin/stock/${id}?adjusted=1`)
  if (result.reason === 'gone') throw data(null, { status: 404 })
  const status = result.reason === 'conflict' ? 409 : 400
  const errors: ActionErrors = result.reason === 'belowZero' ? { metres: 'belowZero' } : result.reason === 'unchanged' ? { metres: 'unchanged' } : { form: 'conflict' }
  return data({ errors, values, current: result.current }, { status })
}

export default function AdminStockFabric({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const metres = useMetres()
  const navigation = useNavigation()
  const { fabric, garments, consumption, locks, movements, expected, adjusted } = loaderData
  const errors: ActionErrors = actionData?.errors ?? {}
  const values = actionData?.values
  const [mode, setMode] = useState(values?.mode === 'set' ? 'set' : 'delta')
  const busy = navigation.state === 'submitting'
  const categoryName = new Map(consumption.map((c) => [c.id, c.name]))
  const err = (code: string | undefined) =>
    code ? t(`adminPeople.stock.errors.${code}`, { current: actionData?.current === null || actionData?.current === undefined ? '' : metres(actionData.current) }) : undefined
  const signed = (m: number) => `${m > 0 ? '+' : m < 0 ? '−' : ''}${metres(Math.abs(m))}`
  return (
    <>
      <p className="mb-6">
        <Link to="/admin/stock" className="text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline">
          ← {t('adminPeople.stock.back')}
        </Link>
      </p>
      <AdminPageHeader eyebrow={t('admin.sections.stock.title')} title={fabric.name} intro={fabric.subname}>
        <div className="rounded-2xl border border-line bg-white px-6 py-5 md:min-w-56 md:text-right">
          <p className="eyebrow text-[0.7rem] text-muted">{t('adminPeople.stock.metresLeft')}</p>
          <p className="mt-2 font-display text-4xl leading-none">{metres(fabric.stockMetres)}</p>
          <p className="mt-2 flex flex-wrap gap-1.5 md:justify-end">
            {fabric.archived ? <Pill tone="muted">{t('adminPeople.stock.archived')}</Pill> : null}
            {fabric.stockMetres <= 0 ? <Pill tone="danger">{t('adminPeople.stock.soldOut')}</Pill> : fabric.low ? <Pill tone="warn">{t('adminPeople.stock.low')}</Pill> : null}
          </p>
        </div>
      </AdminPageHeader>

      {adjusted && !actionData ? <Notice tone="ok" title={t('adminPeople.stock.adjusted')} text={t('adminPeople.stock.adjustedText')} /> : null}

      <section aria-labelledby="stock-garments" className="mb-10">
        <h2 id="stock-garments" className="text-2xl">
          {t('adminPeople.stock.garmentsTitle')}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {garments.map((g) => (
            <li key={g.categoryId} className="rounded-2xl border border-line bg-white p-4">
              <span className="block text-sm text-ink-soft">{categoryName.get(g.categoryId)}</span>
              <span className={g.garments ? 'mt-1 block font-display text-3xl' : 'mt-1 block font-display text-3xl text-danger'}>{g.garments}</span>
              <span className="block text-xs text-muted">
                {t(g.from === 'pattern' ? 'adminPeople.stock.perGarment' : 'adminPeople.stock.perGarmentFixed', { metres: metres(g.metres) })}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">
          {t('adminPeople.stock.countText', { width: fabric.widthCm })} {t('adminPeople.stock.fixedText')}{' '}
          <Link to="/admin/catalogue" className="text-ink underline underline-offset-4">
            {t('adminPeople.stock.consumptionLink')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="stock-adjust" className="mb-10 rounded-2xl border border-line bg-white p-5 md:p-7">
        <h2 id="stock-adjust" className="text-2xl">
          {t('adminPeople.stock.adjustTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('adminPeople.stock.adjustText')}</p>
        {/* A new key after each saved adjustment: the form starts empty again, so a second click cannot repeat it. */}
        <Form key={movements[0]?.id ?? 'none'} method="post" className="mt-5 space-y-5" noValidate>
          {errors.form ? <Notice tone="error" title={err(errors.form)!} /> : null}
          <input type="hidden" name="expected" value={expected} />
          <fieldset aria-describedby={errors.mode ? 'field-mode-error' : undefined}>
            <legend className="text-sm font-medium">{t('adminPeople.stock.mode')}</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {(['delta', 'set'] as const).map((m) => (
                <label key={m} className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-line px-4 py-2 has-checked:border-ink has-checked:bg-cream/60">
                  <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} className="size-4 accent-ink" />
                  <span className="text-sm">{t(`adminPeople.stock.modes.${m}`)}</span>
                </label>
              ))}
            </div>
            {errors.mode ? (
              <p id="field-mode-error" className="mt-1.5 text-sm text-danger">
                {err(errors.mode)}
              </p>
            ) : null}
          </fieldset>
          <Field
            name="metres"
            label={t('adminPeople.stock.metresLabel')}
            hint={t('adminPeople.stock.metresHint')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            defaultValue={values?.metres ?? ''}
            error={err(errors.metres)}
            className="max-w-xs"
          />
          <TextAreaField
            name="reason"
            label={t('adminPeople.stock.reasonLabel')}
            hint={t('adminPeople.stock.reasonHint', { max: MAX_REASON_LENGTH })}
            rows={3}
            maxLength={MAX_REASON_LENGTH}
            defaultValue={values?.reason ?? ''}
            error={err(errors.reason)}
          />
          <Button busy={busy} busyLabel={t('adminPeople.stock.saving')}>
            {t('adminPeople.stock.save')}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="stock-locks" className="mb-10">
        <h2 id="stock-locks" className="text-2xl">
          {t('adminPeople.stock.locksTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('adminPeople.stock.locksText')}</p>
        {locks.length ? (
          <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
            {locks.map((l) => (
              <li key={l.productId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-4">
                <span className="min-w-0">
                  <span className="block font-medium">{l.productName}</span>
                  <span className="block text-xs text-muted">
                    <time dateTime={l.at}>{l.when}</time>
                  </span>
                </span>
                {l.order ? (
                  <span className="flex flex-wrap items-center gap-3">
                    <span className="text-sm text-ink-soft">{l.order.status === 'pending_payment' ? t('adminPeople.stock.held') : t('adminPeople.stock.sold')}</span>
                    <Link to={`/admin/orders/${l.order.number}`} className="text-sm font-medium underline underline-offset-4">
                      {l.order.number}
                    </Link>
                    <OrderStatusBadge status={l.order.status} />
                  </span>
                ) : (
                  <span className="text-sm text-ink-soft">{t('adminPeople.stock.noOrder')}</span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <PeopleEmpty className="mt-4" title={t('adminPeople.stock.noLocksTitle')} text={t('adminPeople.stock.noLocksText')} />
        )}
      </section>

      <section aria-labelledby="stock-history">
        <h2 id="stock-history" className="text-2xl">
          {t('adminPeople.stock.historyTitle')}
        </h2>
        {movements.length ? (
          <ol className="mt-4 space-y-3">
            {movements.map((m) => (
              <li key={m.id} className="rounded-2xl border border-line bg-white p-5">
                <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span className="font-medium">
                    {metres(m.beforeMetres)} → {metres(m.afterMetres)}{' '}
                    <span className={m.afterMetres >= m.beforeMetres ? 'text-ok' : 'text-danger'}>({signed(Math.round((m.afterMetres - m.beforeMetres) * 100) / 100)})</span>
                  </span>
                  <span className="text-xs text-muted">
                    <time dateTime={m.at}>{m.when}</time> · {m.actorEmail}
                  </span>
                </p>
                <p className="mt-2 text-sm text-ink-soft [overflow-wrap:anywhere]">{m.reason}</p>
              </li>
            ))}
          </ol>
        ) : (
          <PeopleEmpty className="mt-4" title={t('adminPeople.stock.noHistoryTitle')} text={t('adminPeople.stock.noHistoryText')} />
        )}
      </section>
    </>
  )
}

export const handle = { i18n: ['admin', 'adminPeople', 'adminOrders'] } satisfies I18nHandle

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, { title: loaderData ? `${loaderData.fabric.name} · Stock` : undefined, titleKey: 'adminPeople.stock.metaTitle', path: location.pathname, noindex: true })
}
