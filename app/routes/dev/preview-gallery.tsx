import { useTranslation } from '#app/i18n/react.tsx'
import type { Route } from './+types/preview-gallery'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { FabricSwatch } from '#app/modules/artwork/components/fabric-swatch.tsx'
import { GarmentPreview } from '#app/modules/artwork/components/garment-preview.tsx'
import { type GarmentDesign, garmentAspect } from '#app/modules/artwork/garment-design.ts'
import { describeGarment } from '#app/modules/customizer/garment-description.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/** A review page for the garment drawing; it is not part of the shop, so production hides it. */
export function loader({ context }: Route.LoaderArgs) {
  const env = getEnv()
  if (env.NODE_ENV === 'production' && !env.PREVIEW_GALLERY) {
    throw new Response('Not Found', { status: 404 })
  }
  return { locale: getRequestContext(context).locale }
}

type Sample = { name: { es: string; en: string }; pattern: { kind: string; base: string; accent: string } }

// The seed's fabrics (db/seed/fabrics.ts), copied so the page needs no database.
const fabrics = {
  leopard: { name: { es: 'Fantasía Animal', en: 'Animal Fantasy' }, pattern: { kind: 'leopard', base: '#c9a27a', accent: '#3a2a1f' } },
  sage: { name: { es: 'Verde Primavera', en: 'Spring Green' }, pattern: { kind: 'solid', base: '#7f9a72', accent: '#a9bf9c' } },
  pinstripe: { name: { es: 'Raya Diplomática', en: 'Pinstripe' }, pattern: { kind: 'stripes', base: '#f3efe6', accent: '#2a3a58' } },
  gingham: { name: { es: 'Vichy Cereza', en: 'Cherry Gingham' }, pattern: { kind: 'gingham', base: '#f7efe9', accent: '#b23a48' } },
  oxford: { name: { es: 'Oxford Celeste', en: 'Sky Oxford' }, pattern: { kind: 'oxford', base: '#b9cfe4', accent: '#f4f7fa' } },
  herringbone: { name: { es: 'Espiga Carbón', en: 'Charcoal Herringbone' }, pattern: { kind: 'herringbone', base: '#3d3c3a', accent: '#6d6a66' } },
  dots: { name: { es: 'Lunares Medianoche', en: 'Midnight Dots' }, pattern: { kind: 'dots', base: '#1d2440', accent: '#f2e8d5' } },
  pearl: { name: { es: 'Marfil Perla', en: 'Pearl Ivory' }, pattern: { kind: 'sheen', base: '#efe5d3', accent: '#fffaf0' } },
  almond: { name: { es: 'Flor de Almendro', en: 'Almond Blossom' }, pattern: { kind: 'floral', base: '#f3e1e4', accent: '#8a5a6b' } },
  sand: { name: { es: 'Lino Arena', en: 'Sand Linen' }, pattern: { kind: 'linen', base: '#d8c6a6', accent: '#b9a47f' } },
  terracotta: { name: { es: 'Terracota', en: 'Terracotta' }, pattern: { kind: 'linen', base: '#b5654a', accent: '#9a4f38' } },
  olive: { name: { es: 'Oliva Mediterráneo', en: 'Mediterranean Olive' }, pattern: { kind: 'linen', base: '#6b7446', accent: '#8a935f' } },
} satisfies Record<string, Sample>
type FabricKey = keyof typeof fabrics

const products = {
  shirt: { es: 'Camisa Clásica', en: 'Classic shirt' },
  formal: { es: 'Camisa Formal', en: 'Formal shirt' },
  tee: { es: 'Camiseta Básica', en: 'Basic T-shirt' },
  premium: { es: 'Camiseta Premium', en: 'Premium T-shirt' },
  polo: { es: 'Polo Estampado', en: 'Printed polo' },
  trousers: { es: 'Pantalón Denim', en: 'Denim trousers' },
  jeans: { es: 'Jeans Clásicos', en: 'Classic jeans' },
  skirt: { es: 'Falda', en: 'Skirt' },
}

type Entry = [keyof typeof products, GarmentDesign['kind'], FabricKey | null, GarmentDesign['parts']]
const top = (sleeve: string, cuff: string | null, collar: string | null) => ({
  sleeve: `sleeve-${sleeve}`,
  cuff: cuff && `cuff-${cuff}`,
  collar: collar && `collar-${collar}`,
})
const entries: Entry[] = [
  ['shirt', 'shirt', 'pinstripe', top('long', 'french', 'spread')],
  ['shirt', 'shirt', 'oxford', top('long', 'classic', 'button-down')],
  ['formal', 'shirt', 'pearl', top('long', 'french', 'classic')],
  ['shirt', 'shirt', 'gingham', top('short', 'classic', 'classic')],
  ['shirt', 'shirt', 'dots', top('long', 'rounded', 'spread')],
  ['shirt', 'shirt', 'almond', top('short', 'rounded', 'button-down')],
  ['shirt', 'shirt', 'sand', top('long', 'rounded', 'classic')],
  ['formal', 'shirt', 'herringbone', top('long', 'classic', 'button-down')],
  ['shirt', 'shirt', 'pinstripe', top('short', 'french', 'classic')],
  ['shirt', 'shirt', null, top('long', 'classic', 'classic')],
  ['tee', 'top', 'sage', top('short', null, null)],
  ['premium', 'top', 'terracotta', top('long', null, null)],
  ['polo', 'top', 'leopard', top('short', 'classic', 'classic')],
  ['polo', 'top', 'olive', top('long', 'rounded', 'spread')],
  ['trousers', 'trousers', 'herringbone', { leg: 'leg-straight', waistband: 'waistband-classic' }],
  ['jeans', 'trousers', 'oxford', { leg: 'leg-slim', waistband: 'waistband-high' }],
  ['trousers', 'trousers', 'sand', { leg: 'leg-wide', waistband: 'waistband-elastic' }],
  ['trousers', 'trousers', 'terracotta', { leg: 'leg-wide', waistband: 'waistband-high' }],
  ['trousers', 'trousers', null, { leg: 'leg-straight', waistband: 'waistband-classic' }],
  ['skirt', 'skirt', 'almond', { waistband: 'waistband-classic' }],
]

function designFor([, kind, fabric, parts]: Entry, locale: Locale): GarmentDesign {
  const sample = fabric ? fabrics[fabric] : null
  return { kind, parts, fabric: sample ? { pattern: sample.pattern, name: sample.name[locale] } : null }
}

export default function PreviewGallery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale } = loaderData
  const designs = entries.map((entry) => {
    const design = designFor(entry, locale)
    return { design, label: describeGarment(design, products[entry[0]][locale], t) }
  })
  return (
    <>
      <section className="bg-night pb-12 pt-28 text-paper md:pb-16 md:pt-36">
        <div className="container-page">
          <p className="eyebrow text-sand">{t('garment.gallery.eyebrow')}</p>
          <h1 className="mt-3 text-4xl md:text-6xl">{t('garment.gallery.title')}</h1>
          <p className="mt-4 max-w-xl text-paper/80">{t('garment.gallery.intro')}</p>
        </div>
      </section>
      <section className="container-page py-12 md:py-16" aria-labelledby="designs">
        <h2 id="designs" className="text-3xl">
          {t('garment.gallery.designs')}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 lg:gap-x-8">
          {designs.map(({ design, label }, index) => (
            <li key={index}>
              <figure>
                <div className="rounded-sm bg-cream/60 p-3" style={{ aspectRatio: garmentAspect }}>
                  <GarmentPreview design={design} label={label} />
                </div>
                <figcaption className="mt-3 text-sm leading-snug text-ink-soft">{label}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      <section className="container-page pb-12" aria-labelledby="card-size">
        <h2 id="card-size" className="text-3xl">
          {t('garment.gallery.cardSize')}
        </h2>
        <ul className="mt-6 flex flex-wrap gap-3">
          {designs.map(({ design, label }, index) => (
            <li key={index} className="w-24 bg-paper" style={{ aspectRatio: garmentAspect }}>
              <GarmentPreview design={design} label={label} />
            </li>
          ))}
        </ul>
      </section>
      <section className="container-page pb-16" aria-labelledby="swatches">
        <h2 id="swatches" className="text-3xl">
          {t('garment.gallery.swatches')}
        </h2>
        <ul className="mt-6 grid grid-cols-3 gap-6 sm:grid-cols-4 lg:grid-cols-6">
          {Object.values(fabrics).map((fabric) => (
            <li key={fabric.name.es} className="flex flex-col items-center gap-2 text-center text-sm text-ink-soft">
              <div className="flex items-center gap-2">
                <FabricSwatch pattern={fabric.pattern} className="size-12" />
                <FabricSwatch pattern={fabric.pattern} shape="square" className="size-16" />
              </div>
              <span>{fabric.name[locale]}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

export const handle = { i18n: ['garment'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, {
    titleKey: 'garment.gallery.meta.title',
    descriptionKey: 'garment.gallery.meta.description',
    path: location.pathname,
    noindex: true,
  })
}
