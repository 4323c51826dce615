import type { TFunction } from '#app/i18n/translator.ts'
import { describe, expect, it } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { translations } from '#app/i18n/resources.server.ts'
import type { GarmentDesign } from '#app/modules/artwork/garment-design.ts'
import { describeGarment } from './garment-description.ts'

const es = createI18n('es', translations['es']).t
const en = createI18n('en', translations['en']).t

const shirt: GarmentDesign = {
  kind: 'shirt',
  fabric: { name: 'Raya Diplomática', pattern: { kind: 'stripes', base: '#f3efe6', accent: '#2a3a58' } },
  parts: { sleeve: 'sleeve-long', cuff: 'cuff-french', collar: 'collar-spread' },
}

describe('describeGarment', () => {
  it('names the product, its fabric and the chosen parts in Spanish', () => {
    expect(describeGarment(shirt, 'Camisa Clásica', es)).toBe('Camisa Clásica en Raya Diplomática, manga larga, puño francés, cuello italiano')
  })

  it('and in English', () => {
    const design = { ...shirt, fabric: { ...shirt.fabric!, name: 'Pinstripe' } }
    expect(describeGarment(design, 'Classic shirt', en)).toBe('Classic shirt in Pinstripe, long sleeves, French cuffs, spread collar')
  })

  it('names every part the customizer offers, in the order they are chosen', () => {
    const top: GarmentDesign = { ...shirt, parts: { collar: 'collar-button-down', cuff: 'cuff-rounded', sleeve: 'sleeve-short' } }
    expect(describeGarment(top, 'Polo Estampado', es)).toBe('Polo Estampado en Raya Diplomática, manga corta, puño redondeado, cuello button-down')
    const classic: GarmentDesign = { ...shirt, parts: { cuff: 'cuff-classic', collar: 'collar-classic' } }
    expect(describeGarment(classic, 'Camisa', es)).toBe('Camisa en Raya Diplomática, puño clásico de botón, cuello clásico')
  })

  it('describes trousers by leg and waistband, and says when the fabric is still to be chosen', () => {
    const trousers: GarmentDesign = { kind: 'trousers', fabric: null, parts: { leg: 'leg-wide', waistband: 'waistband-high' } }
    expect(describeGarment(trousers, 'Pantalón Denim', es)).toBe('Pantalón Denim, tejido por elegir, pierna ancha, tiro alto')
    expect(describeGarment(trousers, 'Denim trousers', en)).toBe('Denim trousers, fabric to be chosen, wide leg, high rise')
    const slim: GarmentDesign = { ...trousers, parts: { leg: 'leg-slim', waistband: 'waistband-elastic' } }
    expect(describeGarment(slim, 'Jeans', es)).toBe('Jeans, tejido por elegir, pierna pitillo, cinturilla elástica')
    const straight: GarmentDesign = { ...trousers, parts: { leg: 'leg-straight', waistband: 'waistband-classic' } }
    expect(describeGarment(straight, 'Jeans', en)).toBe('Jeans, fabric to be chosen, straight leg, classic waistband')
  })

  it('leaves out missing, unknown or misplaced parts instead of printing a key', () => {
    const odd: GarmentDesign = {
      kind: 'shirt',
      fabric: null,
      parts: { sleeve: null, cuff: 'cuff-mystery', collar: 'sleeve-long', leg: undefined },
    }
    expect(describeGarment(odd, 'Camisa', es)).toBe('Camisa, tejido por elegir')
  })

  it('asks the translator for the namespaced keys', () => {
    const calls: string[] = []
    const fake = ((key: string, options?: Record<string, string>) => {
      calls.push(key)
      return options ? `${key}(${Object.values(options).join('|')})` : key
    }) as unknown as TFunction
    expect(describeGarment(shirt, 'P', fake)).toBe(
      'garment.description.withFabric(P|Raya Diplomática), garment.parts.sleeveLong, garment.parts.cuffFrench, garment.parts.collarSpread',
    )
    expect(calls).toHaveLength(4)
  })
})
