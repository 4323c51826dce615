import type { LocalizedText } from '#db/schema/types.ts'

const t = (es: string, en: string): LocalizedText => ({ es, en })

/** The skirts' category, as migration 0025 also writes it where the catalogue was seeded before skirts were sold. */
export const FALDA_DESCRIPTION = {
  es: 'Faldas a medida: lápiz o con pliegues, del largo que prefieras.',
  en: 'Made-to-measure skirts: pencil or pleated, in the length you prefer.',
}

/** Categories: the union of the spec's two lists (docs/product.md#categories). */
// prettier-ignore
export const seedCategories = [
  { id: 1, slug: 'camiseta', name: t('Camiseta', 'T-shirt'), description: t('Camisetas a medida en tejidos únicos.', 'Made-to-measure T-shirts in unique fabrics.'), garmentKind: 'top', fabricMetres: 1.6, partTypes: ['sleeve', 'cuff', 'collar'] },
  { id: 2, slug: 'camisa', name: t('Camisa', 'Shirt'), description: t('Camisas cortadas a tus medidas.', 'Shirts cut to your measurements.'), garmentKind: 'shirt', fabricMetres: 1.8, partTypes: ['sleeve', 'cuff', 'collar'] },
  { id: 3, slug: 'polo', name: t('Polo', 'Polo'), description: t('Polos con cuello a tu elección.', 'Polos with the collar of your choice.'), garmentKind: 'top', fabricMetres: 1.6, partTypes: ['sleeve', 'cuff', 'collar'] },
  { id: 4, slug: 'pantalon', name: t('Pantalón', 'Trousers'), description: t('Pantalones con el corte de pierna y la cinturilla que prefieras.', 'Trousers with the leg cut and waistband you prefer.'), garmentKind: 'trousers', fabricMetres: 1.4, partTypes: ['leg', 'waistband'] },
  { id: 5, slug: 'falda', name: t('Falda', 'Skirt'), description: t(FALDA_DESCRIPTION.es, FALDA_DESCRIPTION.en), garmentKind: 'skirt', fabricMetres: 1.2, partTypes: ['length', 'waistband', 'detail'] },
]

const cat = { camiseta: 1, camisa: 2, polo: 3, pantalon: 4, falda: 5 } as const

/** Shirts and trousers take the longer production time (docs/product.md#delivery); T-shirts and polos the basic one. */
export function productComplexity(categoryId: number): 'basic' | 'complex' {
  return categoryId === cat.camisa || categoryId === cat.pantalon ? 'complex' : 'basic'
}

/** The spec's 12 products with their detail-table base prices (docs/product.md#products). */
// prettier-ignore
export const seedProducts = [
  { id: 1, defaultFabric: 'lino-arena', categoryId: cat.camiseta, basePriceCents: 3000, name: t('Camiseta Mao', 'Mandarin-collar T-shirt'), intro: t('Una camiseta de cuello mao, limpia y serena, que se adapta a tu silueta.', 'A mandarin-collar T-shirt, clean and calm, shaped to your silhouette.') },
  { id: 2, defaultFabric: 'fantasia-animal', categoryId: cat.camiseta, basePriceCents: 3500, name: t('Camiseta Estampada', 'Printed T-shirt'), intro: t('El estampado que elijas, cortado a tus medidas exactas.', 'The print you choose, cut to your exact measurements.') },
  { id: 3, defaultFabric: 'verde-primavera', categoryId: cat.camiseta, basePriceCents: 4500, name: t('Camiseta Premium', 'Premium T-shirt'), intro: t('Acabados de camisería en una camiseta que dura años.', 'Shirtmaker finishes on a T-shirt made to last for years.') },
  { id: 4, defaultFabric: 'raya-diplomatica', categoryId: cat.camiseta, basePriceCents: 3000, name: t('Camiseta Clásica', 'Classic T-shirt'), intro: t('La camiseta de siempre, por fin a tu medida.', 'The T-shirt you always wear, finally made to measure.') },
  { id: 5, defaultFabric: 'flor-de-almendro', categoryId: cat.camiseta, basePriceCents: 3500, name: t('Camiseta Estampada Floral', 'Floral print T-shirt'), intro: t('Un estampado de temporada con caída fluida y hombro suave.', 'A seasonal print with a fluid drape and a soft shoulder.') },
  { id: 6, defaultFabric: 'denim-indigo', categoryId: cat.pantalon, basePriceCents: 6000, name: t('Pantalón Denim', 'Denim trousers'), intro: t('Un pantalón con el tiro, el largo y la pierna pensados para ti.', 'Trousers with the rise, length and leg drawn for you.') },
  { id: 7, defaultFabric: 'popelin-blanco', categoryId: cat.camisa, basePriceCents: 5000, name: t('Camisa Clásica', 'Classic shirt'), intro: t('La camisa blanca que siempre buscaste, con el cuello y el puño que prefieras.', 'The shirt you always looked for, with the collar and cuff you prefer.') },
  { id: 8, defaultFabric: 'terracota', categoryId: cat.camiseta, basePriceCents: 2500, name: t('Camiseta Básica', 'Basic T-shirt'), intro: t('Lo esencial, bien hecho: una base a medida para todos los días.', 'The essential, done well: a made-to-measure everyday layer.') },
  { id: 9, defaultFabric: 'lunares-medianoche', categoryId: cat.polo, basePriceCents: 4000, name: t('Polo Estampado', 'Printed polo'), intro: t('Un polo con estampado propio y cuello a tu elección.', 'A polo in its own print with the collar you choose.') },
  { id: 10, defaultFabric: 'denim-indigo', categoryId: cat.pantalon, basePriceCents: 6500, name: t('Jeans Clásicos', 'Classic jeans'), intro: t('Cinco bolsillos, tiro a tu medida y el bajo exacto.', 'Five pockets, your rise and the exact hem.') },
  { id: 11, defaultFabric: 'oxford-celeste', categoryId: cat.camisa, basePriceCents: 5500, name: t('Camisa Formal', 'Formal shirt'), intro: t('Para los días importantes: cuello firme, puño francés si lo quieres.', 'For the days that matter: a firm collar, French cuffs if you like.') },
  { id: 12, defaultFabric: 'marfil-perla', categoryId: cat.camiseta, basePriceCents: 4500, name: t('Camiseta Premium Pima', 'Pima premium T-shirt'), intro: t('Un algodón de fibra larga y un patrón que respeta tus hombros.', 'A long-staple cotton and a pattern that respects your shoulders.') },
  { id: 13, defaultFabric: 'raya-diplomatica', categoryId: cat.falda, basePriceCents: 4500, name: t('Falda Lápiz', 'Pencil skirt'), intro: t('Recta y ceñida, con la abertura justa para caminar: cortada a tu cintura y tu cadera.', 'Straight and close, with just the vent you need to walk: cut to your waist and hips.') },
  { id: 14, defaultFabric: 'vichy-cereza', categoryId: cat.falda, basePriceCents: 5000, name: t('Falda de Pliegues', 'Pleated skirt'), intro: t('Pliegues que se abren al andar desde una cintura a tu medida.', 'Pleats that open as you walk, from a waist made to your measure.') },
]

/** The skirts' own parts (docs/atelier.md#designs-and-parts): migration 0025 adds the same rows to a catalogue seeded before them. */
// prettier-ignore
export const skirtPartRows = [
  { slug: 'length-mini', type: 'length', fits: ['falda'], name: t('Mini', 'Mini'), description: t('Por encima de la rodilla.', 'Above the knee.') },
  { slug: 'length-knee', type: 'length', fits: ['falda'], name: t('A la rodilla', 'Knee length'), description: t('Justo a la altura de la rodilla.', 'Right at the knee.') },
  { slug: 'length-midi', type: 'length', fits: ['falda'], name: t('Midi', 'Midi'), description: t('Por debajo de la rodilla, a media pantorrilla.', 'Below the knee, to mid-calf.') },
  { slug: 'detail-vent', type: 'detail', fits: ['falda'], name: t('Abertura trasera', 'Back vent'), description: t('Una abertura en la costura trasera para caminar con soltura.', 'A vent in the back seam to walk with ease.') },
  { slug: 'detail-closed', type: 'detail', fits: ['falda'], name: t('Sin abertura', 'No vent'), description: t('La costura trasera cerrada hasta el bajo.', 'The back seam closed down to the hem.') },
  { slug: 'detail-pleats', type: 'detail', fits: ['falda'], name: t('Pliegues delanteros', 'Front pleats'), description: t('Pliegues abiertos desde la cinturilla que dan vuelo al bajo.', 'Released pleats from the waistband that give the hem movement.') },
]

/**
 * The spec's 8 parts, the T-shirts' necklines and cuffs and the trousers' own parts (docs/product.md#parts),
 * in the order the customizer lists them. `fits`: the categories whose products offer the part (Camiseta
 * Mao only its mandarin collar, seedOnlyParts); a short sleeve does without a cuff (omitsTypes).
 */
// prettier-ignore
const partRows: { slug: string; type: string; fits: string[]; omitsTypes?: string[]; name: LocalizedText; description: LocalizedText }[] = [
  { slug: 'collar-round', type: 'collar', fits: ['camiseta'], name: t('Redondo', 'Round neck'), description: t('Escote redondo con ribete de canalé.', 'A round neckline with a rib binding.') },
  { slug: 'collar-v', type: 'collar', fits: ['camiseta'], name: t('De pico', 'V-neck'), description: t('Escote en V que alarga el cuello.', 'A V-neckline that lengthens the neck.') },
  { slug: 'collar-classic', type: 'collar', fits: ['camisa', 'polo'], name: t('Clásico', 'Classic'), description: t('Cuello camisero de puntas medias.', 'A shirt collar with medium points.') },
  { slug: 'collar-button-down', type: 'collar', fits: ['camisa', 'polo'], name: t('Button-down', 'Button-down'), description: t('Puntas abotonadas a la camisa, informal y pulido.', 'Points buttoned to the shirt: relaxed yet neat.') },
  { slug: 'collar-spread', type: 'collar', fits: ['camisa'], name: t('Italiano', 'Spread'), description: t('Puntas abiertas que enmarcan el cuello.', 'Wide-set points that frame the neck.') },
  { slug: 'collar-mandarin', type: 'collar', fits: ['camiseta', 'camisa'], name: t('Mao', 'Mandarin'), description: t('Tira alzada sin puntas, limpia y serena.', 'A standing band without points, clean and calm.') },
  { slug: 'cuff-plain', type: 'cuff', fits: ['camiseta', 'polo'], name: t('Bajo liso', 'Plain hem'), description: t('Manga terminada en un bajo sencillo.', 'The sleeve finished with a simple hem.') },
  { slug: 'cuff-rib', type: 'cuff', fits: ['camiseta', 'polo'], name: t('Puño de canalé', 'Rib cuff'), description: t('Puño de punto elástico que abraza la muñeca.', 'An elastic knit cuff that hugs the wrist.') },
  { slug: 'cuff-classic', type: 'cuff', fits: ['camisa'], name: t('Clásico de botón', 'Classic button'), description: t('Puño de un botón, esquinas rectas.', 'A one-button cuff with square corners.') },
  { slug: 'cuff-french', type: 'cuff', fits: ['camisa'], name: t('Francés', 'French'), description: t('Puño doble para gemelos.', 'A double cuff for cufflinks.') },
  { slug: 'cuff-rounded', type: 'cuff', fits: ['camisa'], name: t('Redondeado', 'Rounded'), description: t('Puño de un botón con esquinas suaves.', 'A one-button cuff with soft corners.') },
  { slug: 'sleeve-long', type: 'sleeve', fits: ['camiseta', 'camisa', 'polo'], name: t('Larga', 'Long'), description: t('Manga larga hasta la muñeca.', 'Long sleeve to the wrist.') },
  { slug: 'sleeve-short', type: 'sleeve', fits: ['camiseta', 'camisa', 'polo'], omitsTypes: ['cuff'], name: t('Corta', 'Short'), description: t('Manga corta por encima del codo, sin puño.', 'Short sleeve above the elbow, without a cuff.') },
  { slug: 'leg-straight', type: 'leg', fits: ['pantalon'], name: t('Recta', 'Straight'), description: t('Pierna recta de la cadera al bajo.', 'A straight leg from hip to hem.') },
  { slug: 'leg-slim', type: 'leg', fits: ['pantalon'], name: t('Pitillo', 'Slim'), description: t('Pierna estrecha que se ajusta al tobillo.', 'A narrow leg that tapers to the ankle.') },
  { slug: 'leg-wide', type: 'leg', fits: ['pantalon'], name: t('Ancha', 'Wide'), description: t('Pierna amplia y fluida.', 'A wide, fluid leg.') },
  { slug: 'waistband-classic', type: 'waistband', fits: ['pantalon', 'falda'], name: t('Cinturilla clásica', 'Classic waistband'), description: t('Cinturilla con botón y trabillas.', 'A buttoned waistband with belt loops.') },
  { slug: 'waistband-high', type: 'waistband', fits: ['pantalon', 'falda'], name: t('Tiro alto', 'High rise'), description: t('Cinturilla alta que marca la cintura.', 'A high waistband that defines the waist.') },
  { slug: 'waistband-elastic', type: 'waistband', fits: ['pantalon', 'falda'], name: t('Elástica', 'Elastic'), description: t('Cinturilla elástica oculta en la espalda.', 'An elastic waistband hidden at the back.') },
  ...skirtPartRows,
]

export const seedParts = partRows.map(({ fits: _fits, omitsTypes = [], ...p }, position) => ({ ...p, omitsTypes, position, surchargeCents: 0 }))

/** Whether the seed offers a part on a product: its category is among the part's `fits`, and a product's own pick of a type (seedProductParts) wins. */
export function seedOffers(product: { id: number; categoryId: number }, part: { slug: string; type: string }): boolean {
  const own = seedProductParts[product.id]?.[part.type]
  if (own) return own.includes(part.slug)
  const category = seedCategories.find((c) => c.id === product.categoryId)
  return !!category && !!partRows.find((p) => p.slug === part.slug)?.fits.includes(category.slug)
}

/** Camiseta Mao is the mandarin-collar T-shirt: that is the one collar it offers. */
const seedProductParts: Record<number, Record<string, string[]>> = {
  1: { collar: ['collar-mandarin'] },
  // The pencil skirt keeps its taper (a vent or none, a fitted waistband); the pleated one is the fuller skirt.
  13: { detail: ['detail-vent', 'detail-closed'], waistband: ['waistband-classic', 'waistband-high'] },
  14: { detail: ['detail-pleats'] },
}

export const seedSizes = [
  { name: 'XS', chest: '78-82', waist: '60-64', hip: '86-90', description: t('Muy pequeña', 'Extra small') },
  { name: 'S', chest: '82-86', waist: '64-68', hip: '90-94', description: t('Pequeña', 'Small') },
  { name: 'M', chest: '86-90', waist: '68-72', hip: '94-98', description: t('Mediana', 'Medium') },
  { name: 'L', chest: '90-96', waist: '72-78', hip: '98-104', description: t('Grande', 'Large') },
  { name: 'XL', chest: '96-102', waist: '78-84', hip: '104-110', description: t('Muy grande', 'Extra large') },
].map((s, position) => ({ ...s, position }))

/** The seed's parts with the garment kinds whose products offer them (the drawing catalogue's outline in tests). */
export function seedPartKinds(): { slug: string; type: string; garmentKind: string }[] {
  const rows = seedParts.flatMap((part) =>
    seedProducts
      .filter((product) => seedOffers(product, part))
      .map((product) => ({ slug: part.slug, type: part.type, garmentKind: seedCategories.find((c) => c.id === product.categoryId)!.garmentKind })),
  )
  return [...new Map(rows.map((r) => [`${r.slug}:${r.garmentKind}`, r])).values()]
}
