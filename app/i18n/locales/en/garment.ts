import type { garment as es } from '../es/garment.ts'
import type { Translation } from '../../types.ts'

export const garment = {
  description: {
    withFabric: '{{product}} in {{fabric}}',
    noFabric: '{{product}}, fabric to be chosen',
  },
  parts: {
    sleeveLong: 'long sleeves',
    sleeveShort: 'short sleeves',
    cuffClassic: 'classic button cuffs',
    cuffFrench: 'French cuffs',
    cuffRounded: 'rounded cuffs',
    collarClassic: 'classic collar',
    collarButtonDown: 'button-down collar',
    collarSpread: 'spread collar',
    cuffPlain: 'plain hems',
    cuffRib: 'rib cuffs',
    collarRound: 'round neck',
    collarV: 'V-neck',
    collarMandarin: 'mandarin collar',
    legStraight: 'straight leg',
    legSlim: 'slim leg',
    legWide: 'wide leg',
    waistbandClassic: 'classic waistband',
    waistbandHigh: 'high rise',
    waistbandElastic: 'elastic waistband',
    lengthMini: 'mini length',
    lengthKnee: 'knee length',
    lengthMidi: 'midi length',
    detailVent: 'back vent',
    detailClosed: 'no vent',
    detailPleats: 'front pleats',
  },
  media: {
    notADrawing: 'This address is not one of the shop’s drawings.',
    busy: 'We are drawing too many pictures at once. Please try again in a few seconds.',
  },
  gallery: {
    meta: {
      title: 'Garment gallery',
      description: 'Fabric and part combinations drawn by the garment preview.',
    },
    eyebrow: 'Development only',
    title: 'Garment gallery',
    intro: 'Every combination drawn by the preview, with its text alternative below.',
    designs: 'Designs',
    cardSize: 'At card size',
    swatches: 'Fabric swatches',
  },
} satisfies Translation<typeof es>
