// The production sheet's pattern page says why it has no pieces to list (docs/atelier.md#the-workshops-view):
// a snapshot that lacks a measurement its design reads, or a drafting FreeSewing refuses.
import { describe, expect, test } from 'vitest'
import { computePatternSheet, reasonText } from '#app/modules/admin/order-pattern-sheet.server.ts'
import { computePatternSource } from '#app/modules/atelier/pattern-source.ts'
import { mailTranslator } from '#app/utils/mail-layout.server.ts'

const skirt = computePatternSource(
  'skirt',
  [
    { type: 'length', slug: 'length-knee' },
    { type: 'detail', slug: 'detail-vent' },
  ],
  { type: 'standard', size: 'M' },
)!

describe('computePatternSheet', () => {
  test('a complete snapshot: its pieces and its lay, no reason', () => {
    const sheet = computePatternSheet(skirt, 140, 'item')
    expect(sheet.reason).toBeNull()
    expect(sheet.pieces.map((p) => p.name)).toEqual(['back', 'front', 'waistband'])
    expect(sheet.lay?.widthMm).toBe(1400)
  })

  test('a snapshot without a measurement its design reads: that is the reason, and there are no pieces and no lay', () => {
    const { seat: _seat, waistToSeat: _waistToSeat, ...rest } = skirt.measurements
    const sheet = computePatternSheet({ ...skirt, measurements: rest }, 140, 'item')
    expect(sheet.reason).toEqual({ code: 'missing', names: ['seat', 'waistToSeat'] })
    expect(sheet.pieces).toEqual([])
    expect(sheet.lay).toBeNull()
  })
})

describe('reasonText', () => {
  test('in the admin’s language, each ending with one full stop', () => {
    const es = mailTranslator('es')
    const en = mailTranslator('en')
    expect(reasonText(es, { code: 'missing', names: ['seat'] })).toBe('Patrón no disponible: el pedido no guardó la medida «Contorno de cadera».')
    expect(reasonText(es, { code: 'missing', names: ['seat', 'waistToSeat'] })).toBe(
      'Patrón no disponible: el pedido no guardó las medidas «Contorno de cadera», «Altura de cadera».',
    )
    expect(reasonText(en, { code: 'missing', names: ['seat'] })).toBe('Pattern not available: the order did not keep the measurement “Hip”.')
    const error = 'Unable to draft part `penelope.back` (set `0`).'
    expect(reasonText(es, { code: 'draft', error })).toBe('Patrón no disponible: FreeSewing no pudo dibujarlo (Unable to draft part `penelope.back` (set `0`)).')
    expect(reasonText(en, { code: 'draft', error: 'Called `Path.split(point)` but `point` is not a `Point` object' })).toBe(
      'Pattern not available: FreeSewing could not draft it (Called `Path.split(point)` but `point` is not a `Point` object).',
    )
  })
})
