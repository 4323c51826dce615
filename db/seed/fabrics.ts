import type { FabricFamily, FabricPattern } from '#db/schema/catalogue.ts'
import type { LocalizedText } from '#db/schema/types.ts'

const t = (es: string, en: string): LocalizedText => ({ es, en })

// Shared wording for the graded attributes, so the two languages always agree.
const level = {
  low: t('Baja', 'Low'),
  medium: t('Media', 'Medium'),
  high: t('Alta', 'High'),
}
const weight = { light: t('Ligero', 'Light'), medium: t('Medio', 'Medium'), heavy: t('Con cuerpo', 'Substantial') }
const ease = { easy: t('Fácil', 'Easy'), medium: t('Moderado', 'Moderate'), hard: t('Delicado', 'Delicate') }
const soft = { soft: t('Suave', 'Soft'), verySoft: t('Muy suave', 'Very soft'), crisp: t('Firme', 'Crisp') }
const shine = { matte: t('Mate', 'Matte'), satin: t('Satinado', 'Satin'), lustre: t('Brillante', 'Lustrous') }
const season = {
  all: t('Todo el año', 'All year round'),
  warm: t('Primavera y verano', 'Spring and summer'),
  cool: t('Otoño e invierno', 'Autumn and winter'),
}
// prettier-ignore
const wash = {
  cotton: t('Lavar a 30 °C del revés. Secar en percha. Planchar a temperatura media.', 'Wash inside out at 30 °C. Dry on a hanger. Iron at medium heat.'),
  silk: t('Lavar a mano en agua fría o en seco. No usar secadora. Planchar del revés a baja temperatura.', 'Hand wash in cold water or dry clean. Do not tumble dry. Iron inside out on low heat.'),
  linen: t('Lavar a 30 °C. Secar a la sombra. Planchar húmedo a temperatura alta.', 'Wash at 30 °C. Dry in the shade. Iron damp on high heat.'),
}

type SeedFabric = {
  slug: string
  name: LocalizedText
  subname: LocalizedText
  material: FabricFamily
  priceCents: number
  type: 'basic' | 'premium'
  thread: LocalizedText
  composition: LocalizedText
  color: LocalizedText
  technique: LocalizedText
  wrinkleResistance: LocalizedText
  seasonality: LocalizedText
  ironEffort: LocalizedText
  perceivedWeight: LocalizedText
  softness: LocalizedText
  brightness: LocalizedText
  aspect: LocalizedText
  origin: LocalizedText
  uniformity: LocalizedText
  washInstructions: LocalizedText
  description: LocalizedText
  pattern: FabricPattern
  stockMetres: number
  /** Selvage to selvage (cm); the column's default, 140, when not given. */
  widthCm?: number
}

/** The spec's two starting fabrics first, then twelve more across Algodón, Seda and Lino (a white poplin for the white shirt, a denim for the jeans). */
// prettier-ignore
export const seedFabrics: SeedFabric[] = [
  {
    slug: 'fantasia-animal', name: t('Fantasía Animal', 'Animal Fantasy'), subname: t('Popelín estampado', 'Printed poplin'),
    material: 'algodon', priceCents: 0, type: 'basic', thread: t('Hilo 80/2', '80/2 yarn'), composition: t('100 % algodón', '100% cotton'),
    color: t('Camel y negro', 'Camel and black'), technique: t('Estampado digital', 'Digital print'), wrinkleResistance: level.medium,
    seasonality: season.all, ironEffort: ease.easy, perceivedWeight: weight.light, softness: soft.soft, brightness: shine.matte,
    aspect: t('Estampado animal', 'Animal print'), origin: t('Portugal', 'Portugal'), uniformity: t('Uniforme', 'Even'), washInstructions: wash.cotton,
    description: t('Un leopardo suavizado en tonos tostados sobre un popelín fresco: atrevido sin esfuerzo.', 'A softened leopard in toasted tones on a crisp poplin: bold without trying.'),
    pattern: { kind: 'leopard', base: '#c9a27a', accent: '#3a2a1f' }, stockMetres: 12,
  },
  {
    slug: 'verde-primavera', name: t('Verde Primavera', 'Spring Green'), subname: t('Crepé de seda', 'Silk crepe'),
    material: 'seda', priceCents: 2500, type: 'premium', thread: t('Seda de morera 16 momme', '16 momme mulberry silk'), composition: t('100 % seda', '100% silk'),
    color: t('Verde salvia', 'Sage green'), technique: t('Teñido en pieza', 'Piece dyed'), wrinkleResistance: level.high,
    seasonality: season.warm, ironEffort: ease.hard, perceivedWeight: weight.light, softness: soft.verySoft, brightness: shine.satin,
    aspect: t('Liso con grano de crepé', 'Plain with a crepe grain'), origin: t('Italia', 'Italy'), uniformity: t('Uniforme', 'Even'), washInstructions: wash.silk,
    description: t('El verde de los primeros brotes, con la caída líquida de la seda.', 'The green of the first shoots, with the liquid drape of silk.'),
    pattern: { kind: 'solid', base: '#7f9a72', accent: '#a9bf9c' }, stockMetres: 8,
  },
  {
    slug: 'raya-diplomatica', name: t('Raya Diplomática', 'Pinstripe'), subname: t('Popelín de camisería', 'Shirting poplin'),
    material: 'algodon', priceCents: 0, type: 'basic', thread: t('Hilo 100/2', '100/2 yarn'), composition: t('100 % algodón egipcio', '100% Egyptian cotton'),
    color: t('Blanco roto y azul marino', 'Off-white and navy'), technique: t('Teñido en hilo', 'Yarn dyed'), wrinkleResistance: level.medium,
    seasonality: season.all, ironEffort: ease.medium, perceivedWeight: weight.light, softness: soft.crisp, brightness: shine.matte,
    aspect: t('Raya fina', 'Fine stripe'), origin: t('Italia', 'Italy'), uniformity: t('Uniforme', 'Even'), washInstructions: wash.cotton,
    description: t('La raya de la sastrería clásica, afinada para una silueta femenina.', 'The classic tailoring stripe, refined for a feminine silhouette.'),
    pattern: { kind: 'stripes', base: '#f3efe6', accent: '#2a3a58' }, stockMetres: 10,
  },
  {
    slug: 'vichy-cereza', name: t('Vichy Cereza', 'Cherry Gingham'), subname: t('Cuadro vichy', 'Gingham check'),
    material: 'algodon', priceCents: 0, type: 'basic', thread: t('Hilo 60/1', '60/1 yarn'), composition: t('100 % algodón', '100% cotton'),
    color: t('Rojo cereza y blanco', 'Cherry red and white'), technique: t('Teñido en hilo', 'Yarn dyed'), wrinkleResistance: level.medium,
    seasonality: season.warm, ironEffort: ease.easy, perceivedWeight: weight.light, softness: soft.soft, brightness: shine.matte,
    aspect: t('Cuadro pequeño', 'Small check'), origin: t('España', 'Spain'), uniformity: t('Uniforme', 'Even'), washInstructions: wash.cotton,
    description: t('Un vichy de merienda en el campo, tejido en un telar de Béjar.', 'A picnic gingham, woven on a loom in Béjar.'),
    pattern: { kind: 'gingham', base: '#f7efe9', accent: '#b23a48' }, stockMetres: 9,
  },
  {
    slug: 'oxford-celeste', name: t('Oxford Celeste', 'Sky Oxford'), subname: t('Oxford lavado', 'Washed oxford'),
    material: 'algodon', priceCents: 0, type: 'basic', thread: t('Hilo 40/1 cardado', '40/1 carded yarn'), composition: t('100 % algodón', '100% cotton'),
    color: t('Celeste', 'Sky blue'), technique: t('Tejido panamá', 'Basket weave'), wrinkleResistance: level.high,
    seasonality: season.all, ironEffort: ease.easy, perceivedWeight: weight.medium, softness: soft.soft, brightness: shine.matte,
    aspect: t('Liso texturizado', 'Textured plain'), origin: t('Portugal', 'Portugal'), uniformity: t('Ligeramente irregular', 'Slightly uneven'), washInstructions: wash.cotton,
    description: t('El oxford de toda la vida, lavado para que se sienta tuyo desde el primer día.', 'The timeless oxford, washed so it feels yours from day one.'),
    pattern: { kind: 'oxford', base: '#b9cfe4', accent: '#f4f7fa' }, stockMetres: 14,
  },
  {
    slug: 'espiga-carbon', name: t('Espiga Carbón', 'Charcoal Herringbone'), subname: t('Sarga de espiga', 'Herringbone twill'),
    material: 'algodon', priceCents: 0, type: 'basic', thread: t('Hilo 30/2', '30/2 yarn'), composition: t('98 % algodón, 2 % elastano', '98% cotton, 2% elastane'),
    color: t('Gris carbón', 'Charcoal grey'), technique: t('Sarga en espiga', 'Herringbone twill'), wrinkleResistance: level.high,
    seasonality: season.cool, ironEffort: ease.easy, perceivedWeight: weight.heavy, softness: soft.crisp, brightness: shine.matte,
    aspect: t('Espiga', 'Herringbone'), origin: t('España', 'Spain'), uniformity: t('Uniforme', 'Even'), washInstructions: wash.cotton,
    description: t('Una sarga con cuerpo para pantalones que aguantan el invierno. Queda el último retal.', 'A substantial twill for trousers that last the winter. Only the last length remains.'),
    pattern: { kind: 'herringbone', base: '#3d3c3a', accent: '#6d6a66' }, stockMetres: 1.5,
  },
  {
    slug: 'lunares-medianoche', name: t('Lunares Medianoche', 'Midnight Dots'), subname: t('Twill de seda', 'Silk twill'),
    material: 'seda', priceCents: 2500, type: 'premium', thread: t('Seda de morera 18 momme', '18 momme mulberry silk'), composition: t('100 % seda', '100% silk'),
    color: t('Azul noche y marfil', 'Midnight blue and ivory'), technique: t('Estampado a cuadro', 'Screen printed'), wrinkleResistance: level.medium,
    seasonality: season.all, ironEffort: ease.hard, perceivedWeight: weight.light, softness: soft.verySoft, brightness: shine.satin,
    aspect: t('Lunar mediano', 'Medium polka dot'), origin: t('Como, Italia', 'Como, Italy'), uniformity: t('Uniforme', 'Even'), washInstructions: wash.silk,
    description: t('Lunares marfil sobre azul noche: un clásico de Como que nunca se repite.', 'Ivory dots on midnight blue: a Como classic that never repeats.'),
    pattern: { kind: 'dots', base: '#1d2440', accent: '#f2e8d5' }, stockMetres: 6,
  },
  {
    slug: 'marfil-perla', name: t('Marfil Perla', 'Pearl Ivory'), subname: t('Charmeuse de seda', 'Silk charmeuse'),
    material: 'seda', priceCents: 2500, type: 'premium', thread: t('Seda de morera 19 momme', '19 momme mulberry silk'), composition: t('100 % seda', '100% silk'),
    color: t('Marfil', 'Ivory'), technique: t('Raso', 'Satin weave'), wrinkleResistance: level.low,
    seasonality: season.all, ironEffort: ease.hard, perceivedWeight: weight.light, softness: soft.verySoft, brightness: shine.lustre,
    aspect: t('Liso brillante', 'Lustrous plain'), origin: t('Italia', 'Italy'), uniformity: t('Uniforme', 'Even'), washInstructions: wash.silk,
    description: t('Una luz de perla que se mueve contigo. Para camisas de ocasión.', 'A pearly light that moves with you. For occasion shirts.'),
    pattern: { kind: 'sheen', base: '#efe5d3', accent: '#fffaf0' }, stockMetres: 7, widthCm: 114,
  },
  {
    slug: 'flor-de-almendro', name: t('Flor de Almendro', 'Almond Blossom'), subname: t('Crepé de China estampado', 'Printed crêpe de Chine'),
    material: 'seda', priceCents: 2500, type: 'premium', thread: t('Seda de morera 14 momme', '14 momme mulberry silk'), composition: t('100 % seda', '100% silk'),
    color: t('Rosa empolvado y ciruela', 'Dusty pink and plum'), technique: t('Estampado digital', 'Digital print'), wrinkleResistance: level.medium,
    seasonality: season.warm, ironEffort: ease.hard, perceivedWeight: weight.light, softness: soft.verySoft, brightness: shine.satin,
    aspect: t('Floral', 'Floral'), origin: t('Italia', 'Italy'), uniformity: t('Uniforme', 'Even'), washInstructions: wash.silk,
    description: t('Ramas de almendro en flor, dibujadas a mano por nuestras hermanas fundadoras.', 'Almond branches in bloom, hand-drawn by our founding sisters.'),
    pattern: { kind: 'floral', base: '#f3e1e4', accent: '#8a5a6b' }, stockMetres: 5, widthCm: 114,
  },
  {
    slug: 'lino-arena', name: t('Lino Arena', 'Sand Linen'), subname: t('Lino lavado a la piedra', 'Stone-washed linen'),
    material: 'lino', priceCents: 0, type: 'basic', thread: t('Hilo Nm 36', 'Nm 36 yarn'), composition: t('100 % lino', '100% linen'),
    color: t('Arena', 'Sand'), technique: t('Lavado a la piedra', 'Stone washed'), wrinkleResistance: level.low,
    seasonality: season.warm, ironEffort: ease.medium, perceivedWeight: weight.medium, softness: soft.soft, brightness: shine.matte,
    aspect: t('Liso con slubs', 'Plain with slubs'), origin: t('Lituania', 'Lithuania'), uniformity: t('Irregular natural', 'Naturally uneven'), washInstructions: wash.linen,
    description: t('El color de la playa a última hora. Se arruga con gracia y mejora con cada lavado.', 'The colour of the beach at dusk. It creases gracefully and improves with every wash.'),
    pattern: { kind: 'linen', base: '#d8c6a6', accent: '#b9a47f' }, stockMetres: 11, widthCm: 150,
  },
  {
    slug: 'terracota', name: t('Terracota', 'Terracotta'), subname: t('Lino de peso medio', 'Mid-weight linen'),
    material: 'lino', priceCents: 0, type: 'basic', thread: t('Hilo Nm 26', 'Nm 26 yarn'), composition: t('100 % lino', '100% linen'),
    color: t('Terracota', 'Terracotta'), technique: t('Teñido en prenda', 'Garment dyed'), wrinkleResistance: level.low,
    seasonality: season.warm, ironEffort: ease.medium, perceivedWeight: weight.medium, softness: soft.soft, brightness: shine.matte,
    aspect: t('Liso', 'Plain'), origin: t('Francia', 'France'), uniformity: t('Irregular natural', 'Naturally uneven'), washInstructions: wash.linen,
    description: t('Un rojo de tierra cocida, cálido y sereno, para pantalones y camisas de verano.', 'A baked-earth red, warm and calm, for summer trousers and shirts.'),
    pattern: { kind: 'linen', base: '#b5654a', accent: '#9a4f38' }, stockMetres: 9,
  },
  {
    slug: 'oliva-mediterraneo', name: t('Oliva Mediterráneo', 'Mediterranean Olive'), subname: t('Lino y seda', 'Linen and silk'),
    material: 'lino', priceCents: 2500, type: 'premium', thread: t('Hilo Nm 40 mezcla', 'Nm 40 blended yarn'), composition: t('70 % lino, 30 % seda', '70% linen, 30% silk'),
    color: t('Verde oliva', 'Olive green'), technique: t('Tafetán', 'Plain weave'), wrinkleResistance: level.medium,
    seasonality: season.warm, ironEffort: ease.medium, perceivedWeight: weight.light, softness: soft.verySoft, brightness: shine.satin,
    aspect: t('Liso con brillo sutil', 'Plain with a subtle sheen'), origin: t('Italia', 'Italy'), uniformity: t('Ligeramente irregular', 'Slightly uneven'), washInstructions: wash.silk,
    description: t('La frescura del lino con el brillo de la seda, en el verde de los olivos.', 'The freshness of linen with the sheen of silk, in the green of olive groves.'),
    pattern: { kind: 'linen', base: '#6b7446', accent: '#8a935f' }, stockMetres: 4,
  },
  {
    slug: 'popelin-blanco', name: t('Popelín Blanco', 'White Poplin'), subname: t('Popelín de algodón egipcio', 'Egyptian cotton poplin'),
    material: 'algodon', priceCents: 0, type: 'basic', thread: t('Hilo 100/2', '100/2 yarn'), composition: t('100 % algodón', '100% cotton'),
    color: t('Blanco', 'White'), technique: t('Tafetán', 'Plain weave'), wrinkleResistance: level.medium,
    seasonality: season.all, ironEffort: ease.medium, perceivedWeight: weight.light, softness: soft.crisp, brightness: shine.satin,
    aspect: t('Liso', 'Plain'), origin: t('Portugal', 'Portugal'), uniformity: t('Uniforme', 'Even'), washInstructions: wash.cotton,
    description: t('El blanco limpio de una camisa recién planchada, con un tacto fresco y firme.', 'The clean white of a freshly pressed shirt, crisp and cool to the touch.'),
    pattern: { kind: 'solid', base: '#f7f6f2', accent: '#e8e5dd' }, stockMetres: 16, widthCm: 150,
  },
  {
    slug: 'denim-indigo', name: t('Denim Índigo', 'Indigo Denim'), subname: t('Sarga de algodón', 'Cotton twill'),
    material: 'algodon', priceCents: 0, type: 'basic', thread: t('Hilo open-end 10/1', '10/1 open-end yarn'), composition: t('98 % algodón, 2 % elastano', '98% cotton, 2% elastane'),
    color: t('Índigo', 'Indigo'), technique: t('Sarga 3/1 teñida en cuerda', 'Rope-dyed 3/1 twill'), wrinkleResistance: level.high,
    seasonality: season.all, ironEffort: ease.easy, perceivedWeight: weight.heavy, softness: soft.crisp, brightness: shine.matte,
    aspect: t('Sarga con diagonal', 'Diagonal twill'), origin: t('España', 'Spain'), uniformity: t('Ligeramente irregular', 'Slightly uneven'), washInstructions: wash.cotton,
    description: t('Un índigo profundo que se aclara contigo, con la elasticidad justa para moverte.', 'A deep indigo that fades with you, with just enough stretch to move.'),
    pattern: { kind: 'oxford', base: '#2f4565', accent: '#5d769a' }, stockMetres: 12, widthCm: 150,
  },
]
