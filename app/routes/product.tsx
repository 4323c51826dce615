import { useTranslation } from '#app/i18n/react.tsx'
import { data, isRouteErrorResponse, redirect, type ShouldRevalidateFunctionArgs, useActionData, useNavigation } from 'react-router'
import { z } from '#app/utils/zod.ts'
import type { Route } from './+types/product'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { BasketError } from '#app/modules/basket/basket.server.ts'
import { computeItemMetres } from '#app/modules/atelier/item-metres.server.ts'
import { loadCustomizer, submitDesignStep } from '#app/modules/customizer/customizer.server.ts'
import { parseShown } from '#app/modules/customizer/fabric-list.ts'
import { computeBackHref, computeDesignHref } from '#app/modules/customizer/steps.ts'
import { isSizeIntent, submitSizeStep, type Shopper } from '#app/modules/sizing/size-flow.server.ts'
import { computeSizeHref } from '#app/modules/sizing/size-views.ts'
import { SizeStep } from '#app/modules/sizing/components/size-step.tsx'
import { DesignPanel } from '#app/modules/customizer/components/design-panel.tsx'
import { SummaryStep } from '#app/modules/customizer/components/summary-step.tsx'
import { StepHeader } from '#app/modules/customizer/components/step-header.tsx'
import { CustomizerPreview } from '#app/modules/customizer/components/customizer-preview.tsx'
import { useFocusHeadingOnChange } from '#app/components/focus.ts'
import { NotFoundPanel } from '#app/components/not-found-panel.tsx'
import { ItemNotInBasket } from '#app/modules/customizer/components/item-not-in-basket.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { getRequestContext, guestBasketCookieHeader } from '#app/request-context.server.ts'

function productIdOf(params: { id: string }) {
  return /^\d{1,9}$/.test(params.id) ? Number(params.id) : NaN
}

async function shopperOf(context: Route.LoaderArgs['context']): Promise<Shopper> {
  const { locale, user, basketOwner } = getRequestContext(context)
  const [owner, signedIn] = await Promise.all([basketOwner(), user()])
  return { owner, user: signedIn, locale }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = { query: new URL(request.url).searchParams, returnTo: getRequestContext(context).returnTo }
  const result = await loadCustomizer(await shopperOf(context), productIdOf(params), page)
  if (result.status !== 'ok') throw data({ reason: result.status }, { status: 404 })
  return result
}

const submission = z.object({
  intent: z.enum(['choose', 'continue', 'continueOrder']),
  type: z.enum(['fabric', 'sleeve', 'cuff', 'collar', 'leg', 'waistband', 'length', 'detail']).optional(),
  value: z.coerce.number().int().positive().max(2_147_483_647).optional(),
})

export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const url = new URL(request.url)
  const form = await readForm(request)
  const itemId = url.searchParams.get('item')
  if (isSizeIntent(form.get('intent'))) {
    if (!itemId) return data({ error: 'itemNotFound' as const }, { status: 404 })
    const result = await submitSizeStep(await shopperOf(context), productIdOf(params), itemId, form.get('intent') as never, form, computeItemMetres)
    if (result.kind === 'next') return redirect(computeSizeHref(productIdOf(params), itemId, result.view, result.extra))
    if (result.kind === 'finished') return redirect('/cart')
    if (result.kind === 'itemMissing' || result.kind === 'profileMissing') return data({ error: 'itemNotFound' as const }, { status: 404 })
    if (result.kind === 'signInRequired') return data({ error: 'signInRequired' as const }, { status: 403 })
    return data({ size: result.data }, { status: result.status })
  }
  // Option buttons post `choose=<id>`; Continue posts `intent=continue` with the current `selected`.
  const chosen = form.get('choose')
  const parsed = submission.safeParse({
    intent: chosen ? 'choose' : form.get('intent'),
    type: form.get('type') ?? undefined,
    value: chosen ?? (form.get('selected') || undefined),
  })
  if (!parsed.success) return data({ error: 'invalid' as const }, { status: 400 })
  const { intent, type, value } = parsed.data
  // 'Continuar con pedido': on to the size screens (issue #5).
  if (intent === 'continueOrder') return itemId ? redirect(computeSizeHref(productIdOf(params), itemId)) : data({ error: 'itemNotFound' as const }, { status: 404 })
  if (!type || value === undefined) return data({ error: 'invalid' as const }, { status: 400 })
  try {
    const { locale, basketOwner } = getRequestContext(context)
    const result = await submitDesignStep(await basketOwner(), locale, productIdOf(params), {
      intent,
      type,
      value,
      itemId: itemId ?? undefined,
      step: url.searchParams.get('step') ?? undefined,
      editing: url.searchParams.get('edit') === '1',
      material: url.searchParams.get('material') ?? undefined,
      shown: parseShown(url.searchParams.get('shown')),
    })
    if (result.notFound) return data({ error: 'itemNotFound' as const }, { status: 404 })
    const headers = result.newGuestToken ? { 'Set-Cookie': guestBasketCookieHeader(result.newGuestToken) } : undefined
    return redirect(computeDesignHref(productIdOf(params), result.next), headers ? { headers } : undefined)
  } catch (error) {
    if (error instanceof BasketError) return data({ error: error.code }, { status: error.code === 'productNotFound' ? 404 : 400 })
    throw error
  }
}

/** Deleting the item being designed (from the sidebar) leaves this page to start afresh, not to 404. */
export function shouldRevalidate({ formAction, formData, currentUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === '/resources/basket' && formData?.get('itemId') === currentUrl.searchParams.get('item')) return false
  return defaultShouldRevalidate
}

export default function ProductCustomizer({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const { product, step, steps, item, size } = loaderData
  const back = size ? size.back : computeBackHref(product.id, step, steps.length, item?.id ?? null)
  const busy = navigation.state !== 'idle'
  const error = actionData && 'error' in actionData ? actionData.error : null
  // Each step and size screen is a view of this one page: moving between them moves the focus to its heading.
  useFocusHeadingOnChange(size ? `size:${size.view}` : step.kind === 'design' ? `design:${step.type}:${loaderData.editing}` : step.kind)
  return (
    <div className="pb-24 pt-20 md:pt-24">
      <div className="container-page">
        <StepHeader title={t('customizer.headerTitle')} productName={product.name} step={step} steps={steps} backHref={back} editing={loaderData.editing} />
        {error ? <Notice tone="error" title={t(`customizer.errors.${error}`)} className="mt-4" /> : null}
        {item?.fabricProblem ? (
          <p role="status" className="mt-4 rounded-xl border border-warn/40 bg-warn/10 px-4 py-3 text-warn">
            {t('customizer.fabricProblem')}
          </p>
        ) : null}
        {size && item ? (
          // The size screens: the garment stays in view beside them on wide screens.
          <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2.6fr)] lg:gap-12">
            <div className="hidden lg:block">
              <CustomizerPreview data={loaderData} />
            </div>
            <SizeStep size={size} productId={product.id} itemId={item.id} busy={busy} actionData={actionData && 'size' in actionData ? actionData.size : undefined} />
          </div>
        ) : (
          <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,5fr)_minmax(0,3fr)] lg:gap-10">
            <CustomizerPreview data={loaderData} pending={navigation.formData} followOnPhone={step.kind === 'design'} />
            {step.kind === 'design' ? <DesignPanel data={loaderData} busy={busy} /> : <SummaryStep data={loaderData} busy={busy} />}
          </div>
        )}
        <p className="sr-only" aria-live="polite">
          {navigation.state === 'submitting' ? t('customizer.saving') : ''}
        </p>
      </div>
    </div>
  )
}

export const handle = {
  i18n: ['catalogue', 'customizer', 'garment'],
  // The last two steps (summary, measurements) also speak the sizing part (11 KB); the design steps go without it.
  i18nByQuery: { param: 'step', values: ['summary', 'measurements'], i18n: ['sizing'] },
} satisfies I18nHandle

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, { titleKey: 'catalogue.detail.notFoundTitle', path: location.pathname, noindex: true })
  // The design tool is per visitor (its state lives in the basket); /collection/{id} is the product's indexable page.
  return pageMeta(matches, { title: loaderData.product.name, description: loaderData.product.intro, path: location.pathname, noindex: true })
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) {
    const itemMissing = (error.data as { reason?: string } | null)?.reason === 'itemNotFound'
    return itemMissing ? (
      <ItemNotInBasket />
    ) : (
      <NotFoundPanel
        title={t('catalogue.detail.notFoundTitle')}
        text={t('catalogue.detail.notFoundText')}
        action={{ to: '/collection', label: t('catalogue.detail.backToCollection') }}
      />
    )
  }
  throw error
}

// No `headers` of its own: a request with her basket or session is `private, no-store` by the host's
// response policy (server/response-policy.ts); a visitor's customizer shows nothing of anyone's and is
// kept by the page cache (docs/architecture.md, "Caches").
