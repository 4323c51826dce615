import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import type { Route } from './+types/collection'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { listCollectionCardsWithPhotos } from '#app/modules/catalogue/product-page.server.ts'
import { GarmentImage } from '#app/modules/artwork/components/garment-image.tsx'
import { cardPhotoSizes, ProductPhoto } from '#app/modules/catalogue/components/product-photo.tsx'
import { garmentAspect } from '#app/modules/artwork/garment-design.ts'
import type { Locale } from '#app/i18n/config.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader({ context }: Route.LoaderArgs) {
  return { cards: await listCollectionCardsWithPhotos(getRequestContext(context).locale) }
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  return (
    <div className="pb-24 pt-24 md:pt-32">
      <header className="container-page max-w-3xl text-center">
        <p className="eyebrow text-muted">{t('catalogue.collection.eyebrow')}</p>
        <h1 className="mt-4 text-4xl leading-tight md:text-6xl">{t('catalogue.collection.title')}</h1>
        <p className="mx-auto mt-5 max-w-xl text-ink-soft">{t('catalogue.collection.intro')}</p>
      </header>
      <ul className="container-page mt-12 grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:grid-cols-4 md:mt-16 md:gap-x-6">
        {loaderData.cards.map((card, index) => (
          <li key={card.id}>
            <Link to={`/collection/${card.id}`} className="group block" prefetch="intent">
              <div className="relative overflow-hidden rounded-2xl bg-cream transition-colors group-hover:bg-sand" style={{ aspectRatio: garmentAspect }}>
                {card.photo ? (
                  <>
                    <ProductPhoto photo={card.photo} sizes={cardPhotoSizes} priority={index === 0} className="transition-transform duration-500 group-hover:scale-[1.03]" />
                    {/* The drawing beside the photograph: what she will design, in its starting fabric. */}
                    <span
                      className="absolute bottom-2 right-2 block w-1/4 overflow-hidden rounded-xl bg-cream/95 shadow-sm ring-1 ring-line"
                      style={{ aspectRatio: garmentAspect }}
                    >
                      <GarmentImage design={card.design} />
                    </span>
                  </>
                ) : (
                  <GarmentImage design={card.design} eager={index < 4} className="transition-transform duration-500 group-hover:scale-[1.03]" />
                )}
              </div>
              <p className="mt-3 text-xs uppercase tracking-[0.18em] text-muted">{card.categoryName}</p>
              <h2 className="mt-1 font-display text-xl leading-snug md:text-2xl">{card.name}</h2>
              <p className="mt-1 text-sm text-ink-soft figures">{t('catalogue.collection.from', { price: formatMoney(card.basePriceCents, locale) })}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export const handle = { i18n: ['catalogue'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'catalogue.collection.metaTitle', descriptionKey: 'catalogue.collection.metaDescription', path: location.pathname })
}
