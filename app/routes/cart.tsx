import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, redirect, useNavigate } from 'react-router'
import { z } from '#app/utils/zod.ts'
import type { Route } from './+types/cart'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { deleteBasketItem, getBasketSummary } from '#app/modules/basket/basket.server.ts'
import { getCheckoutDraft } from '#app/modules/checkout/draft.server.ts'
import { computeDelivery } from '#app/modules/store/delivery.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { computeOrderTotals } from '#app/modules/orders/totals.ts'
import { Money } from '#app/modules/money/components/money.tsx'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { BasketItemCard } from '#app/modules/basket/components/basket-item-card.tsx'
import { SaveForLaterButton, SavedForLaterNotice } from '#app/modules/basket/components/save-for-later.tsx'
import { saveBasketItemForLater } from '#app/modules/basket/saved-items.server.ts'
import { ConfirmDeleteDialog } from '#app/modules/basket/components/confirm-delete-dialog.tsx'
import { formatRange } from '#app/modules/content/format.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'
import { getRequestContext, requireUser } from '#app/request-context.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { locale, user: getUser, basketOwner, basketRows } = getRequestContext(context)
  const owner = await basketOwner()
  // The header's count and these items are one read of her basket (app/load-context.ts).
  const [summary, settings, user] = await Promise.all([getBasketSummary(owner, locale, basketRows()), getStoreSettings(), getUser()])
  // Her delivery window (docs/product.md#delivery): standard shipping until she has chosen at checkout, then what she chose.
  const draft = summary.basketId ? await getCheckoutDraft(summary.basketId) : {}
  const method = draft.shippingMethod ?? 'standard'
  const promise = summary.items.length > 0 ? computeDelivery({ complexities: summary.items.map((i) => i.complexity), urgent: draft.urgent }, method, settings) : null
  // A design whose fabric another order took (fabricProblem) needs a new fabric before checkout too: said as that, not as 'incompleto'.
  const incomplete = summary.items.filter((i) => i.status !== 'complete')
  const taken = summary.items.filter((i) => i.status === 'complete' && i.fabricProblem)
  // 'TERMINAR LA COMPRA' is a GET form: the server lets a complete basket through and stops the rest.
  if (url.searchParams.has('checkout') && summary.count > 0 && incomplete.length === 0 && taken.length === 0) throw redirect('/checkout')
  const removeId = url.searchParams.get('remove')
  // The same figures checkout will show for her current choices (standard shipping until she picks another):
  // the basket's total is what she will pay before any gift card, never less (docs/product.md#basket).
  const totals = computeOrderTotals({
    garmentCents: summary.items.map((i) => i.totalCents),
    shippingMethod: method,
    shipping: settings.shipping,
    urgent: draft.urgent ? { percent: settings.terms.urgentSurchargePercent } : null,
  })
  return data(
    {
      items: summary.items,
      count: summary.count,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      urgent: totals.urgentCents > 0 ? { cents: totals.urgentCents, percent: settings.terms.urgentSurchargePercent } : null,
      totalCents: totals.totalCents,
      vatCents: totals.vatCents,
      blocked: url.searchParams.has('checkout') && incomplete.length > 0 ? incomplete.map((i) => i.productName) : null,
      removing: summary.items.find((i) => i.id === removeId)?.id ?? null,
      // 'Guardar para más tarde' is for signed-in customers: saved articles live in the account.
      canSave: user !== null,
      saved: url.searchParams.get('saved') === '1' ? ('saved' as const) : null,
      taken: url.searchParams.get('taken') === '1' || (url.searchParams.has('checkout') && taken.length > 0),
      shipping: {
        freeFromCents: settings.shipping.freeFromCents,
        method,
        delivery: promise ? { days: formatRange({ min: promise.minDays, max: promise.maxDays }), method, urgent: draft.urgent ?? false } : null,
        sizeChangeDays: settings.returns.sizeChangeDays,
      },
    },
    { headers: privateNoStore },
  )
}

const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('delete'), itemId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal('save'), itemId: z.string().min(1).max(64) }),
])

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const parsed = intents.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) return data({ error: 'invalid' }, { status: 400 })
  if (parsed.data.intent === 'save') {
    const user = await requireUser(context)
    const result = await saveBasketItemForLater(user.id, parsed.data.itemId)
    if (result === 'notFound') throw data(null, { status: 404 })
    if (result === 'limit') return data({ error: 'savedLimit' }, { status: 400 })
    return redirect('/cart?saved=1')
  }
  if (!(await deleteBasketItem(await getRequestContext(context).basketOwner(), parsed.data.itemId))) throw data(null, { status: 404 })
  return redirect('/cart')
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const locale = i18n.language as Locale
  const { items, shipping } = loaderData
  const savedResult = actionData?.error === 'savedLimit' ? 'limit' : loaderData.saved
  const savedNotice = savedResult ? <SavedForLaterNotice result={savedResult} /> : null
  if (items.length === 0) {
    return (
      <section className="bg-night pb-24 pt-36 text-center text-white">
        <div className="container-page max-w-xl">
          {savedNotice ? <div className="mb-8 bg-paper text-left text-ink">{savedNotice}</div> : null}
          <h1 className="text-5xl">{t('basket.page.emptyTitle')}</h1>
          <p className="mt-4 text-white/75">{t('basket.page.emptyText')}</p>
          <Link to="/collection" className={buttonClass('inverse', 'md', 'mt-10')}>
            {t('basket.page.explore')}
          </Link>
        </div>
      </section>
    )
  }
  const money = (cents: number) => formatMoney(cents, locale)
  return (
    <>
      <div className="bg-night pb-10 pt-28 text-white md:pt-32">
        <h1 className="container-page text-4xl tracking-wide md:text-5xl">{t('basket.page.title', { count: loaderData.count })}</h1>
      </div>
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[1fr_22rem] lg:gap-12">
        <div className="space-y-4">
          {savedNotice}
          {loaderData.taken ? <Notice tone="error" title={t('basket.page.fabricTaken')} /> : null}
          <ul className="space-y-4">
            {items.map((item) => (
              <li key={item.id}>
                <BasketItemCard
                  item={item}
                  variant="page"
                  deleteHref={`/cart?remove=${item.id}`}
                  save={loaderData.canSave ? <SaveForLaterButton itemId={item.id} name={item.productName} /> : null}
                />
              </li>
            ))}
          </ul>
        </div>
        <aside aria-labelledby="order-summary" className="h-fit rounded-2xl border border-line bg-white p-6 lg:sticky lg:top-24">
          <h2 id="order-summary" className="font-display text-3xl">
            {t('basket.page.summaryTitle')}
          </h2>
          <dl className="mt-5 space-y-2 text-sm figures">
            <div className="flex justify-between gap-4">
              <dt>{t('basket.page.subtotal')}</dt>
              <dd>
                <Money cents={loaderData.subtotalCents} />
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{t(`basket.page.shippingBy.${shipping.method}`)}</dt>
              <dd>{loaderData.shippingCents === 0 ? t('basket.page.free') : <Money cents={loaderData.shippingCents} />}</dd>
            </div>
            {loaderData.urgent ? (
              <div className="flex justify-between gap-4">
                <dt>{t('basket.page.urgent', { percent: loaderData.urgent.percent })}</dt>
                <dd>
                  <Money cents={loaderData.urgent.cents} />
                </dd>
              </div>
            ) : null}
          </dl>
          <ul className="mt-4 space-y-1.5 border-y border-line py-4 text-sm text-ink-soft">
            {shipping.method === 'standard' && loaderData.shippingCents > 0 ? <li>{t('basket.page.shippingFree', { amount: money(shipping.freeFromCents) })}</li> : null}
            {shipping.delivery ? (
              <li>
                {t('basket.page.delivery', {
                  days: shipping.delivery.days,
                  how: shipping.delivery.urgent
                    ? t('basket.page.how.urgent', { method: t(`basket.page.how.${shipping.delivery.method}`) })
                    : t(`basket.page.how.${shipping.delivery.method}`),
                })}
              </li>
            ) : null}
            <li>{t('basket.page.returns', { days: shipping.sizeChangeDays })}</li>
          </ul>
          <div className="mt-4 flex items-baseline justify-between">
            <span className="font-medium">{t('basket.page.total')}</span>
            <Money cents={loaderData.totalCents} className="font-display text-3xl" />
          </div>
          <p className="text-right text-xs text-muted">{t('basket.page.taxes', { vat: money(loaderData.vatCents) })}</p>
          {loaderData.blocked ? (
            <p role="alert" className="mt-4 rounded-xl border border-warn/40 bg-warn/10 px-4 py-3 text-sm text-warn">
              {t('basket.page.incompleteAlert', { names: loaderData.blocked.join(', ') })}
            </p>
          ) : null}
          <Form method="get" preventScrollReset className="mt-5">
            <Button name="checkout" value="1" size="block" className="text-sm tracking-[0.12em]">
              {t('basket.page.checkout')}
            </Button>
          </Form>
          <Link to="/collection" className={buttonClass('secondary', 'block', 'mt-3 text-sm tracking-[0.12em]')}>
            {t('basket.page.keepShopping')}
          </Link>
        </aside>
      </div>
      {loaderData.removing ? (
        <ConfirmDeleteDialog
          key={loaderData.removing}
          itemId={loaderData.removing}
          action="/cart"
          onDone={() => void navigate('/cart', { replace: true, preventScrollReset: true })}
          cancel={
            <Link to="/cart" preventScrollReset className={buttonClass('secondary', 'sm')}>
              {t('basket.confirmDelete.cancel')}
            </Link>
          }
        />
      ) : null}
    </>
  )
}

export const handle = { i18n: [] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'basket.page.metaTitle', path: location.pathname, noindex: true })
}

export const headers: Route.HeadersFunction = privatePageHeaders
