import { useTranslation } from '#app/i18n/react.tsx'
import { data, isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/fabric'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { getFabric } from '#app/modules/catalogue/catalogue.server.ts'
import { listGarmentsInFabric } from '#app/modules/catalogue/product-page.server.ts'
import { GarmentCards } from '#app/modules/catalogue/components/garment-cards.tsx'
import { FabricSwatch } from '#app/modules/artwork/components/fabric-swatch.tsx'
import { formatQuantity } from '#app/i18n/numbers.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { BackLink } from '#app/components/back-link.tsx'
import { CloseIcon } from '#app/components/icons.tsx'
import { NotFoundPanel } from '#app/components/not-found-panel.tsx'
import { getRequestContext } from '#app/request-context.server.ts'
import { uploadedImageSources } from '#app/utils/media.ts'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.fabricId) ? Number(params.fabricId) : NaN
  const { locale } = getRequestContext(context)
  const fabric = await getFabric(id, locale)
  if (!fabric) throw data(null, { status: 404 })
  // "Diseñar con este tejido": the garments offered in it, while it has metres left.
  return { fabric, garments: fabric.stockMetres > 0 ? await listGarmentsInFabric(fabric, locale) : [] }
}

const attributeOrder = [
  'composition',
  'width',
  'thread',
  'color',
  'technique',
  'aspect',
  'perceivedWeight',
  'softness',
  'brightness',
  'wrinkleResistance',
  'ironEffort',
  'seasonality',
  'uniformity',
  'origin',
] as const

export default function FabricPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { fabric, garments } = loaderData
  // Rows and sections without words are left out, not shown empty.
  const attributes = attributeOrder.filter((key) => fabric.attributes[key].trim() !== '')
  const care = fabric.attributes.washInstructions.trim()
  const locale = i18n.language as Locale
  const soldOut = fabric.stockMetres <= 0
  const metres = formatQuantity(fabric.stockMetres, locale)
  return (
    <article className="pb-24">
      {/* The transparent header sits over this dark band (the spec gives /fabric no white header). */}
      <div className="bg-night pb-14 pt-24 text-white md:pb-20 md:pt-28">
        <div className="container-page">
          <div className="flex justify-end">
            <BackLink fallback="/collection" className="button-voice inline-flex items-center gap-2 rounded-full border border-white/40 px-4 py-2 hover:bg-white hover:text-ink">
              <CloseIcon width={18} height={18} />
              {t('catalogue.fabric.close')}
            </BackLink>
          </div>
          <div className="mt-6 grid items-center gap-10 md:grid-cols-[1fr_1.1fr] md:gap-16">
            <div className="grid gap-4">
              {fabric.images.length > 0 ? (
                fabric.images.map((key, i) => (
                  <img
                    key={key}
                    {...uploadedImageSources(key, 480)}
                    sizes="(min-width: 768px) 28rem, 92vw"
                    width={480}
                    height={480}
                    alt={t('catalogue.fabric.swatch', { name: fabric.name })}
                    className="aspect-square w-full rounded-3xl object-cover"
                    loading={i ? 'lazy' : 'eager'}
                  />
                ))
              ) : (
                <FabricSwatch
                  pattern={fabric.pattern}
                  label={t('catalogue.fabric.swatch', { name: fabric.name })}
                  shape="square"
                  className="aspect-square w-full max-w-md rounded-3xl"
                />
              )}
            </div>
            <div>
              <p className="eyebrow text-white/60">
                {t(`catalogue.fabric.material.${fabric.material}`)} · {t(`catalogue.fabric.type.${fabric.type === 'premium' ? 'premium' : 'basic'}`)}
              </p>
              <h1 className="mt-3 text-5xl leading-tight md:text-7xl">{fabric.name}</h1>
              <p className="mt-1 font-display text-2xl italic text-white/75">{fabric.subname}</p>
              <p className="mt-6 text-lg">
                {fabric.priceCents > 0 ? t('catalogue.fabric.surcharge', { price: formatMoney(fabric.priceCents, locale) }) : t('catalogue.fabric.included')}
              </p>
              <p className={soldOut ? 'mt-2 font-medium text-[#f3a48f]' : 'mt-2 text-[#a8d5b1]'}>
                {soldOut ? t('catalogue.fabric.soldOut') : fabric.stockMetres < 3 ? t('catalogue.fabric.lowStock', { metres }) : t('catalogue.fabric.inStock', { metres })}
              </p>
              {soldOut ? <p className="mt-1 text-sm text-white/70">{t('catalogue.fabric.soldOutText')}</p> : null}
              <p className="mt-6 max-w-prose text-lg leading-relaxed text-white/80">{fabric.description}</p>
            </div>
          </div>
        </div>
      </div>
      {garments.length ? (
        <section className="container-page mt-14" aria-labelledby="fabric-design">
          <h2 id="fabric-design" className="text-3xl md:text-4xl">
            {t('catalogue.fabric.designWith')}
          </h2>
          <p className="mt-2 text-ink-soft">{t('catalogue.fabric.designWithText')}</p>
          <GarmentCards cards={garments} hrefOf={(card) => `/product/${card.id}?fabric=${fabric.id}`} />
        </section>
      ) : null}
      <div className="container-page mt-14 grid gap-12 md:grid-cols-[1.6fr_1fr]">
        {attributes.length ? (
          <section aria-labelledby="fabric-details">
            <h2 id="fabric-details" className="text-3xl">
              {t('catalogue.fabric.details')}
            </h2>
            <dl className="mt-4 grid grid-cols-1 border-t border-line sm:grid-cols-2 sm:gap-x-8">
              {attributes.map((key) => (
                <div key={key} className="flex justify-between gap-4 border-b border-line py-3 text-sm">
                  <dt className="text-muted">{t(`catalogue.fabric.attributes.${key}`)}</dt>
                  <dd className="text-right">{fabric.attributes[key]}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {care ? (
          <section aria-labelledby="fabric-care">
            <h2 id="fabric-care" className="text-3xl">
              {t('catalogue.fabric.care')}
            </h2>
            <p className="mt-4 leading-relaxed text-ink-soft">{care}</p>
          </section>
        ) : null}
      </div>
    </article>
  )
}

export const handle = { i18n: ['catalogue'] } satisfies I18nHandle

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, { titleKey: 'catalogue.fabric.notFoundTitle', path: location.pathname, noindex: true })
  return pageMeta(matches, { title: loaderData.fabric.name, description: loaderData.fabric.description, path: location.pathname })
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPanel title={t('catalogue.fabric.notFoundTitle')} text={t('catalogue.fabric.notFoundText')} action={{ to: '/collection', label: t('catalogue.fabric.back') }} />
  }
  throw error
}
