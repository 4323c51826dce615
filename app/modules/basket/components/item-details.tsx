import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { TFunction } from '#app/i18n/translator.ts'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { FabricSwatchImage } from '#app/modules/artwork/components/fabric-swatch-image.tsx'
import { GarmentImage } from '#app/modules/artwork/components/garment-image.tsx'
import { type GarmentDesign } from '#app/modules/artwork/garment-design.ts'
import type { PatternSpec } from '#app/modules/artwork/pattern-kinds.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { Money } from '#app/modules/money/components/money.tsx'
import { formatInches } from '#app/utils/inch-fractions.ts'
import { formatQuantity } from '#app/i18n/numbers.ts'
import type { ItemMeasurements } from '#db/schema/basket.ts'

// What a design card says about a design, the same in the basket and among the saved articles: its
// drawing, its choices, its size and its price.

/** Creation date and time as the spec asks (day, month, year, hour, minute), in the shop's time zone. */
export function formatCreated(iso: string, locale: Locale) {
  return dateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' }).format(new Date(iso))
}

type DesignedItem = {
  garmentKind: string
  fabric: NonNullable<GarmentDesign['fabric']> | null
  parts: Record<string, { slug: string } | null>
}

/** What the garment drawing needs from a basket or saved item. */
export function itemDesign(item: DesignedItem): GarmentDesign {
  return {
    kind: item.garmentKind as GarmentDesign['kind'],
    fabric: item.fabric ? { pattern: item.fabric.pattern, name: item.fabric.name } : null,
    parts: Object.fromEntries(Object.entries(item.parts).map(([type, part]) => [type, part?.slug ?? null])),
  }
}

/**
 * 'Talla L', with the neck size of a garment with a collar ('Talla L · cuello 38 cm') or the inseam of
 * trousers ('Talla M · entrepierna 78 cm'), or 'Tus medidas: <profile>'; null while no size is given.
 */
export function sizeLabel(t: TFunction, measurements: ItemMeasurements | null, locale: Locale) {
  if (!measurements) return null
  if (measurements.type === 'custom') return t('basket.item.sizeCustom', { name: measurements.profileName })
  const parts = [t('basket.item.sizeStandard', { size: measurements.size })]
  const { neck, inseamCm } = measurements
  if (neck) parts.push(neck.unit === 'in' ? t('basket.item.neckIn', { value: formatInches(neck.value) }) : t('basket.item.neckCm', { value: neck.value }))
  if (inseamCm != null) parts.push(t('basket.item.inseam', { value: formatQuantity(inseamCm, locale, Number.isInteger(inseamCm) ? 0 : 1) }))
  return parts.join(' · ')
}

type ChosenItem = {
  fabric: { pattern: PatternSpec; name: string } | null
  partTypes: string[]
  parts: Record<string, { name: string } | null>
  measurements: ItemMeasurements | null
}

/**
 * The fabric, each part and the size, as a list. `fabricNote` follows the fabric's name (the basket
 * shows its surcharge); `flagMissingSize` marks 'Talla no seleccionada' as something still to do.
 */
export function ItemChoices({ item, fabricNote, flagMissingSize = false }: { item: ChosenItem; fabricNote?: ReactNode; flagMissingSize?: boolean }) {
  const { t, i18n } = useTranslation()
  const size = sizeLabel(t, item.measurements, i18n.language as Locale)
  return (
    <dl className="mt-3 space-y-1 text-sm">
      <div className="flex items-center gap-2">
        <dt className="sr-only">{t('basket.item.fabric')}</dt>
        <dd className="flex items-center gap-2">
          {item.fabric ? <FabricSwatchImage pattern={item.fabric.pattern} className="size-5 shrink-0" shape="circle" /> : null}
          <span>
            {item.fabric ? item.fabric.name : t('basket.item.noFabric')}
            {item.fabric ? fabricNote : null}
          </span>
        </dd>
      </div>
      {item.partTypes.map((type) => (
        <div key={type} className="flex gap-1.5">
          <dt className="text-muted">{t(`basket.item.partNames.${type}`)}:</dt>
          <dd>{item.parts[type]?.name ?? '—'}</dd>
        </div>
      ))}
      <div className="flex gap-1.5">
        {/* 'Talla L · cuello 38 cm' names itself, as the fabric does: only the parts carry a label. */}
        <dt className="sr-only">{t('basket.item.size')}</dt>
        <dd className={!size && flagMissingSize ? 'font-medium text-warn' : undefined}>{size ?? t('basket.item.noSize')}</dd>
      </div>
    </dl>
  )
}

/** The design's price, named 'Precio: …' for a screen reader (the figure alone says nothing). */
export function ItemPrice({ cents }: { cents: number }) {
  const { t, i18n } = useTranslation()
  return (
    <p className="font-display text-2xl" aria-label={`${t('basket.item.price')}: ${formatMoney(cents, i18n.language as Locale)}`}>
      <Money cents={cents} />
    </p>
  )
}

/**
 * One garment as a line of an order: its drawing, name, price and choices (the checkout's summary,
 * the order page). `thumb` is the drawing's width class.
 */
export function GarmentLine({ item, thumb = 'w-16' }: { item: DesignedItem & ChosenItem & { productName: string; totalCents: number }; thumb?: string }) {
  return (
    <li className="flex gap-4 py-4">
      <div className={`${thumb} shrink-0 self-start overflow-hidden rounded-lg bg-cream`} style={{ aspectRatio: '4 / 5' }}>
        <GarmentImage design={itemDesign(item)} />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="font-display text-xl leading-tight">{item.productName}</h3>
          <Money cents={item.totalCents} className="text-sm" />
        </div>
        <ItemChoices item={item} />
      </div>
    </li>
  )
}
