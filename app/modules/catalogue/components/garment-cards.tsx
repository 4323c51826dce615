import { Link } from 'react-router'
import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { GarmentImage } from '#app/modules/artwork/components/garment-image.tsx'
import { type GarmentDesign, garmentAspect } from '#app/modules/artwork/garment-design.ts'
import { formatMoney } from '#app/modules/money/money.ts'

export type GarmentCard = { id: number; name: string; categoryName: string; basePriceCents: number; design: GarmentDesign }

/** A row of garments drawn in one fabric, each leading to `hrefOf(card)` (its page, or its design tool). */
export function GarmentCards({ cards, hrefOf }: { cards: readonly GarmentCard[]; hrefOf: (card: GarmentCard) => string }) {
  const { t, i18n } = useTranslation()
  return (
    <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4 md:gap-x-6">
      {cards.map((card) => (
        <li key={card.id}>
          <Link to={hrefOf(card)} className="group block">
            <div className="overflow-hidden rounded-2xl bg-cream transition-colors group-hover:bg-sand" style={{ aspectRatio: garmentAspect }}>
              <GarmentImage design={card.design} />
            </div>
            <p className="mt-3 text-xs uppercase tracking-[0.18em] text-muted">{card.categoryName}</p>
            <h3 className="mt-1 font-display text-xl leading-snug">{card.name}</h3>
            <p className="mt-1 text-sm text-ink-soft figures">{t('catalogue.collection.from', { price: formatMoney(card.basePriceCents, i18n.language as Locale) })}</p>
          </Link>
        </li>
      ))}
    </ul>
  )
}
