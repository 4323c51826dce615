import { useTranslation } from '#app/i18n/react.tsx'
import { data, isRouteErrorResponse, Link } from 'react-router'
import type { Route } from './+types/collection-detail'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { getProductPage } from '#app/modules/catalogue/product-page.server.ts'
import { ProductFabric } from '#app/modules/catalogue/components/product-fabric.tsx'
import { ProductViews } from '#app/modules/catalogue/components/product-views.tsx'
import { GarmentFit, SizeGuide } from '#app/modules/sizing/components/size-guide.tsx'
import { GarmentCards } from '#app/modules/catalogue/components/garment-cards.tsx'
import { formatRange } from '#app/modules/content/format.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { computeDelivery } from '#app/modules/store/delivery.ts'
import { garmentShareUrl } from '#app/modules/artwork/garment-design.ts'
import { computeProductJsonLd } from '#app/modules/catalogue/structured-data.ts'
import { NotFoundPanel } from '#app/components/not-found-panel.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { getRequestContext } from '#app/request-context.server.ts'
import { metaContext, pageMeta } from '#app/utils/meta.ts'

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : NaN
  const page = await getProductPage(id, getRequestContext(context).locale)
  if (!page) throw data(null, { status: 404 })
  const settings = await getStoreSettings()
  // The delivery window of this garment alone, by standard shipping: the one function every date comes from
  // (app/modules/store/delivery.ts), so the page says what her basket and checkout will say for it.
  const promise = computeDelivery({ complexities: [page.product.complexity] }, 'standard', settings)
  return { ...page, deliveryDays: formatRange({ min: promise.minDays, max: promise.maxDays }), sizeChangeDays: settings.returns.sizeChangeDays }
}

export default function CollectionDetail({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { product, design, fabric, sizes, sameFabric, photos } = loaderData
  const locale = i18n.language as Locale
  const steps = [
    { title: t('catalogue.detail.step1Title'), text: t('catalogue.detail.step1Text') },
    { title: t('catalogue.detail.step2Title'), text: t('catalogue.detail.step2Text') },
    { title: t('catalogue.detail.step3Title'), text: t('catalogue.detail.step3Text', { days: loaderData.deliveryDays }) },
  ]
  return (
    <div className="pb-24 pt-20 md:pt-28">
      <section className="container-page grid items-start gap-10 md:grid-cols-2 md:gap-16">
        <ProductViews design={design} name={product.name} photos={photos} />
        <div className="md:sticky md:top-28">
          <p className="eyebrow text-muted">{product.category.name}</p>
          <h1 className="mt-3 text-5xl leading-[1.05] md:text-6xl">{product.name}</h1>
          <p className="mt-4 text-xl figures">{t('catalogue.detail.from', { price: formatMoney(product.basePriceCents, locale) })}</p>
          <p className="mt-1 text-sm text-muted">{t('catalogue.detail.taxes')}</p>
          <p className="mt-6 max-w-md text-lg leading-relaxed text-ink-soft">{product.intro}</p>
          <Link to={`/product/${product.id}`} className={buttonClass('primary', 'md', 'mt-8')}>
            {t('catalogue.detail.design', { name: product.name })}
          </Link>
          <p className="mt-4 text-sm text-ink-soft lining-nums">{t('catalogue.detail.delivery', { days: loaderData.deliveryDays })}</p>
        </div>
      </section>
      <div className="container-page mt-20 grid gap-6 lg:grid-cols-3">
        {fabric ? <ProductFabric fabric={fabric} /> : null}
        <GarmentFit garmentKind={product.category.garmentKind} />
        <SizeGuide sizes={sizes} />
      </div>
      <section className="container-page mt-24" aria-labelledby="how-title">
        <h2 id="how-title" className="text-center text-4xl">
          {t('catalogue.detail.howTitle')}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line bg-white/60 p-7">
              <span className="font-display text-4xl text-clay">{index + 1}</span>
              <h3 className="mt-3 text-2xl">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="container-page mt-20" aria-labelledby="fit-title">
        <div className="rounded-3xl bg-night px-7 py-12 text-white md:px-14">
          <h2 id="fit-title" className="text-3xl md:text-4xl">
            {t('catalogue.detail.fitTitle')}
          </h2>
          <p className="mt-4 max-w-2xl leading-relaxed text-white/80">{t('catalogue.detail.fitText', { days: loaderData.sizeChangeDays })}</p>
          <Link to="/return-policy" className="mt-6 inline-block underline underline-offset-4 hover:text-cream">
            {t('catalogue.detail.fitLink')}
          </Link>
        </div>
      </section>
      {fabric && sameFabric.length ? (
        <section className="container-page mt-20" aria-labelledby="same-fabric">
          <h2 id="same-fabric" className="text-4xl">
            {t('catalogue.detail.sameFabricTitle', { fabric: fabric.name })}
          </h2>
          <GarmentCards cards={sameFabric} hrefOf={(card) => `/collection/${card.id}`} />
        </section>
      ) : null}
    </div>
  )
}

export const handle = { i18n: ['catalogue'] } satisfies I18nHandle

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, { titleKey: 'catalogue.detail.notFoundTitle', path: location.pathname, noindex: true })
  const { product, design } = loaderData
  const page = metaContext(matches)
  const image = garmentShareUrl(design)
  const jsonLd = computeProductJsonLd({
    name: product.name,
    description: product.intro,
    category: product.category.name,
    priceCents: product.basePriceCents,
    // The card's design is drawn in a fabric with metres left; without one nothing can be made now.
    available: design.fabric !== null,
    brand: page.text('common.brand'),
    url: page.address(location.pathname),
    image: `${page.origin}${image}`,
    crumbs: [
      { name: page.text('common.nav.home'), url: page.address('/') },
      { name: page.text('common.nav.collection'), url: page.address('/collection') },
      { name: product.name, url: page.address(location.pathname) },
    ],
  })
  return pageMeta(matches, { title: product.name, description: product.intro, path: location.pathname, image: { path: image, alt: product.name }, ogType: 'product', jsonLd })
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundPanel
        title={t('catalogue.detail.notFoundTitle')}
        text={t('catalogue.detail.notFoundText')}
        action={{ to: '/collection', label: t('catalogue.detail.backToCollection') }}
      />
    )
  }
  throw error
}
